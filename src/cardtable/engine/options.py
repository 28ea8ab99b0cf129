"""Game options: documented specifications and frozen, validated values."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from cardtable.engine.errors import MAX_QUOTE, InvalidOptions, quote
from cardtable.engine.scene import Text

OptionKind = Literal["bool", "int", "choice"]

_TRUE = {"on", "true", "yes", "1"}
_FALSE = {"off", "false", "no", "0"}

INT_CEILING = 10_000
"""The largest value of a whole-number option that declares no maximum of its own: a target of
10**100 points is a match that never ends, and a server takes options from strangers."""

_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]{1,9}")
"""A whole number as text: ASCII digits only (``int`` would also read "٣" and "1_0"; ``isdigit``
passes "²", which ``int`` refuses), short enough to mean nothing absurd."""


def whole_number(value: object) -> int | None:
    """``value`` as an ``int`` if it is one (not a ``bool``) or a text of one, else None."""
    if type(value) is int:
        return value
    if isinstance(value, str) and _WHOLE_NUMBER.fullmatch(value.strip()):
        return int(value.strip())
    return None


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game: its name, allowed values, default and exact effect.

    ``source`` is the rule book's tag for where the rule comes from ([SEED], [EXT: ...],
    [PROPOSAL]) so that players can see which rules are in force and why.
    """

    name: str
    kind: OptionKind
    default: Any
    effect: str
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    source: str = ""
    aliases: tuple[str, ...] = ()
    value_docs: Mapping[Any, str] = field(default_factory=dict)

    @classmethod
    def flag(cls, name: str, default: bool, effect: str, **kw: Any) -> OptionSpec:
        return cls(name, "bool", default, effect, choices=(True, False), **kw)

    @classmethod
    def integer(
        cls, name: str, default: int, effect: str, minimum: int, maximum: int | None = None,
        **kw: Any,
    ) -> OptionSpec:
        return cls(name, "int", default, effect, minimum=minimum, maximum=maximum, **kw)

    @classmethod
    def choice(
        cls, name: str, default: Any, choices: Sequence[Any], effect: str, **kw: Any
    ) -> OptionSpec:
        return cls(name, "choice", default, effect, choices=tuple(choices), **kw)

    def allowed_text(self) -> str:
        """The allowed values, as a person would write them."""
        if self.kind == "bool":
            return "on or off"
        if self.kind == "int":
            return f"a whole number from {self.minimum} to {self.highest}"
        return "one of " + ", ".join(format_value(c) for c in self.choices)

    def refusal(self) -> Text:
        """What a value of this option must be, as a message id (docs/i18n.md)."""
        if self.kind == "bool":
            return Text("errors.options.flag", {"option": self.name})
        if self.kind == "int":
            return Text("errors.options.range", {
                "option": self.name, "low": self.minimum or 0, "high": self.highest,
            })
        values = ", ".join(format_value(c) for c in self.choices)
        return Text("errors.options.choice", {"option": self.name, "values": values})

    @property
    def highest(self) -> int:
        """The largest value a whole-number option takes (``INT_CEILING`` if none is declared)."""
        return self.maximum if self.maximum is not None else INT_CEILING

    def parse(self, value: Any) -> Any:
        """The option's value from Python or from text ("on", "5", "before_exchange").

        Anything else (a float, a list, None, bytes, "--5", "²") raises ``InvalidOptions``.
        """
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
                return value.strip().lower() in _TRUE
            raise self._refused(value)
        if self.kind == "int":
            number = whole_number(value)
            if number is None:
                raise self._refused(value)
            if self.minimum is not None and number < self.minimum:
                raise self._refused(value)
            if number > self.highest:
                raise self._refused(value)
            return number
        for choice in self.choices:
            if type(value) is type(choice) and value == choice:
                return choice
        if isinstance(value, str):
            for choice in self.choices:
                if format_value(choice) == value.strip().lower():
                    return choice
        raise self._refused(value)

    def _refused(self, value: Any) -> InvalidOptions:
        # Built only for a value refused: its English text loads the catalogs (a second or more
        # the first time in a process), which a valid value must not pay for.
        return InvalidOptions(self.name, value, self.refusal())


def format_value(value: Any) -> str:
    """An option value as text: on/off for flags, plain text otherwise."""
    if value is True:
        return "on"
    if value is False:
        return "off"
    return str(value)


class Options(Mapping[str, Any]):
    """A game's validated option values: read-only, hashable, readable as attributes.

    Each value is also a plain instance attribute, so ``options.stick_the_dealer`` on the
    engine's hot path is one dictionary lookup rather than a call of ``__getattr__``, in plain
    Python and from compiled code alike (docs/speed.md).
    """

    _values: dict[str, Any]

    def __init__(self, values: Mapping[str, Any]) -> None:
        own = dict(values)
        clashes = sorted(name for name in own if hasattr(Options, name))
        if clashes:  # an option named like a method would hide it
            raise ValueError(f"option names clash with Options' own attributes: {clashes}")
        object.__setattr__(self, "_values", own)
        self.__dict__.update(own)

    def __getitem__(self, key: str) -> Any:
        return self._values[key]

    def __getattr__(self, key: str) -> Any:
        # Only reached for names that are not options (the values are instance attributes);
        # declared so that mypy types option reads as Any.
        raise AttributeError(key)

    def __setattr__(self, key: str, value: Any) -> None:
        raise AttributeError("options are frozen; load the game again with other options")

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Options) and self._values == other._values

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={format_value(v)}" for k, v in self._values.items())
        return f"Options({inner})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Options, (self._values,))

    def as_dict(self) -> dict[str, Any]:
        return dict(self._values)


def resolve_options(
    specs: Sequence[OptionSpec],
    given: Mapping[str, Any],
    presets: Mapping[str, Mapping[str, Any]],
    preset: object = None,
) -> Options:
    """Validate options: defaults, then the preset, then the values given by name or alias."""
    by_name: dict[str, OptionSpec] = {}
    for spec in specs:
        by_name[spec.name] = spec
        for alias in spec.aliases:
            by_name[alias] = spec
    values = {spec.name: spec.default for spec in specs}
    if preset is not None:
        if not isinstance(preset, str) or preset not in presets:
            why = (
                Text("errors.options.preset", {"presets": ", ".join(presets)}) if presets
                else Text("errors.options.no_presets")
            )
            raise InvalidOptions("preset", preset, why)
        for name, value in presets[preset].items():
            values[name] = by_name[name].parse(value)
    given_as: dict[str, str] = {}
    for name, value in given.items():
        found = by_name.get(name) if isinstance(name, str) else None
        if found is None:
            known = ", ".join(s.name for s in specs)
            shown = name if isinstance(name, str) and len(name) <= MAX_QUOTE else quote(name)
            why = Text("errors.options.unknown", {"option": quote(name), "known": known})
            raise InvalidOptions(shown, value, why)
        parsed = found.parse(value)
        if found.name in given_as and values[found.name] != parsed:
            # players=4, player_count=5: which one was meant cannot be guessed.
            raise InvalidOptions(name, value, Text("errors.options.alias_clash", {
                "option": name, "real": found.name, "given": given_as[found.name],
                "value": format_value(values[found.name]),
            }))
        given_as[found.name] = name
        values[found.name] = parsed
    return Options(values)
