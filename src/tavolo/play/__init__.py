"""A game being played: the match of a record (play.match) that the page and the devices both drive. It sits
below ui/ and devices/ and knows neither; pure Python, no browser."""
