"""Actions are small JSON values. Inside the engine they are tuples, so they hash and compare."""


def normalize(action):
    """Turn the lists that JSON gives back into tuples, recursively."""
    if isinstance(action, (list, tuple)):
        return tuple(normalize(a) for a in action)
    return action


def to_json(action):
    """Tuples back to lists for JSON."""
    if isinstance(action, (list, tuple)):
        return [to_json(a) for a in action]
    return action
