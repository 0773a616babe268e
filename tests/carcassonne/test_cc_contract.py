"""The generic contract checks of tests/engine, run over Carcassonne before it joins the registry."""

import importlib.util
import pathlib

import pytest

from tavolo.games.carcassonne import Carcassonne

_path = pathlib.Path(__file__).parent.parent / "engine" / "test_engine_contract.py"
_spec = importlib.util.spec_from_file_location("engine_contract_for_carcassonne", _path)
contract = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(contract)

CHECKS = [name for name in dir(contract) if name.startswith("test_") and name != "test_normalize_round_trip"]


@pytest.mark.parametrize("check", CHECKS)
def test_generic_contract(check):
    getattr(contract, check)(Carcassonne())
