"""Players on their own devices: one tab hosts the game (its record, its engine) and each joined device shows one
seat. The devices talk over WebRTC data channels that static/link.js opens; this package is what they say
(protocol), what the host keeps per seat (host) and the game as a joined device knows it (guest). Pure Python:
the controller drives it and the tests wire devices together without a browser.
"""
