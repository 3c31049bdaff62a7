"""A seeded generator of large, valid characters and play scripts, for benchmarks and property tests.

`make_character(seed=1, items=150, rules=500, pools=40)` returns a `sheet/1` document with exactly
`items` items, `rules` rules and `pools` pools; every rule type is present, at least half the rules
carry a predicate, formulas use references, every pool is the target of at least one modifyPool, and
refills/recoveries hang off many triggers. `sheet-app check` reports no errors for it (warnings, such
as "this condition never holds", are allowed).

`make_script(seed, steps=1000)` returns a play script (character + seed + steps) whose steps name
real items, pools and consumers of that character; some steps fail (not enough charges, a full
pool), as they would at a real table.

The generator is self-contained (its vocabulary is written out here rather than read from the
engine), so the same seed keeps giving the same character while the engine changes.
"""
from __future__ import annotations

import random
from typing import Any

CHARGE_TRIGGERS = ("safeRest", "fieldRest", "onHit", "onCriticalHit", "encounterStart", "encounterEnd",
                   "onWound", "onTurnStart", "onTurnEnd", "onKill", "onBloodied", "onInitiativeRolled")
DICE_TRIGGERS = ("safeRest", "fieldRest", "onHit", "onCriticalHit", "encounterStart", "encounterEnd",
                 "onWound", "onTurnStart", "onTurnEnd", "onKill", "onBloodied", "onAttacked", "onCritReceived")
ALL_TRIGGERS = tuple(dict.fromkeys(CHARGE_TRIGGERS + DICE_TRIGGERS))
CHARGE_MODES = ("add", "set", "refresh")
DICE_MODES = ("add", "set", "refresh", "setIfEmpty", "clear")
DIE_SIZES = ("d4", "d6", "d8", "d10", "d12", "d20")
STATS = ("strength", "dexterity", "intelligence", "will")
STATES = ("raging", "concentrating", "hasted", "blessed", "hidden", "dying")
OBJECT_TYPES = ("weapon", "armor", "shield", "wand", "trinket", "potion")
PROPERTIES = ("two-handed", "light", "finesse", "thrown", "reach", "loading")
DAMAGE_TYPES = ("slashing", "piercing", "bludgeoning", "fire", "cold", None)
SIZES = ("tiny", "small", "medium", "large", "huge", "gargantuan")

# Deterministic formulas (max, cost, maxDelta, combat mana): references, no dice, never failing.
MAX_FORMULAS = ("@key", "@level", "@strength + 1", "max(@will, 1)", "2", "3", "floor(@level / 2) + 1",
                "min(@level, 5)", "max(@key, 2)", "ceil(@level / 3)", "abs(@intelligence) + 1", "1")
COST_FORMULAS = ("1", "1", "1", "2", "max(1, @will)", "min(2, @key)", "floor(@level / 4)", "@level // 5 + 1")
DELTA_FORMULAS = ("1", "-1", "@level // 5", "floor(@level / 4)", "max(@will, 1)", "2", "-(@level // 6)", None)
MANA_FORMULAS = ("@key", "@level // 2", "max(@will, 1)", "@intelligence + @level", "3", "min(@level, 4)")
# Refill / recovery values: context references and dice allowed.
REFILL_VALUES = ("1", "2", "@poolMax", "1d4", "1d2 + 1", "@poolMax - @poolCurrent", "max(1, @will)",
                 "@level // 3", "min(@poolCurrent + 1, @poolMax)", "floor(@key / 2)")
EFFECT_FORMULAS = ("@sum", "@sum + @n", "(@strength + @dexterity) * @n", "@sum * 2 + 1d4", "@n * @level",
                   "max(@sum, @key)", "@sum + floor(@level / 2)")
APPEND_FORMULAS = ("@level", "1d4", "@n", "@key", "max(@will, 1)", "2")
GAIN_FORMULAS = ("@level", "1d4", "@key + 1", "@mana", "max(@will, 1)")
DAMAGE_FORMULAS = ("1d12+@strength", "2d6", "1d8+@dexterity", "1d6 + max(@key, 1)", "1d4", "1d10+@level // 2",
                   "2d4+1", "5")


def _cap(name: str) -> str:
    return name[:1].upper() + name[1:]


class _Gen:
    def __init__(self, seed: int, n_items: int, n_rules: int, n_pools: int) -> None:
        if n_pools < 2:
            raise ValueError("pools must be at least 2 (one charge pool and one dice pool)")
        if n_items < n_pools:
            raise ValueError("items must be at least pools (each pool lives on its own item)")
        if n_rules < 2 * n_pools + 9:
            raise ValueError(f"rules must be at least 2 * pools + 9 = {2 * n_pools + 9}")
        self.rng = random.Random(seed)
        self.n_items, self.n_rules, self.n_pools = n_items, n_rules, n_pools
        self.pools: list[dict[str, Any]] = []  # {"ident", "scope", "kind", "pid", "die"}
        self.rule_no = 0

    # ---- small helpers ----------------------------------------------------------------------
    def pick(self, seq: Any) -> Any:
        return self.rng.choice(seq)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def rule_id(self) -> str:
        self.rule_no += 1
        return f"r{self.rule_no:04d}"

    def envelope(self, rtype: str, label: str, predicate: dict[str, Any] | None, identifier: str = "") -> dict:
        return {"id": self.rule_id(), "type": rtype, "label": label, "identifier": identifier,
                "predicate": predicate or {}, "priority": self.pick((1, 1, 1, 2, 3, 0.5, -1)),
                "disabled": False}

    def predicate(self, *, soft: bool = False) -> dict[str, Any]:
        """A condition; `soft` ones nearly always hold (pool definitions stay mostly active)."""
        if soft:
            return self.pick(({"level": {"min": 1}}, {"$not": "self:dead"}, {"level": {"max": 30}},
                              {"$or": ["armor:equipped", "armor:unarmored"]},
                              {"size": {"min": "small", "max": "huge"}}))
        pool = self.pick(self.pools)
        tag = pool["ident"]
        choices: list[dict[str, Any]] = [
            {"level": {"min": self.rng.randint(1, 8)}},
            {"level": {"max": self.rng.randint(3, 12)}},
            {"self": self.pick(STATES)},
            {"$or": ["self:bloodied", f"self:{self.pick(STATES)}"]},
            {"$not": "self:dying"},
            {"strength": [2, 3, "4"]},
            {"armor": "equipped"},
            {"self": "noShield"},
            {"$and": ["self:fullHp", {"level": {"min": 1}}]},
            {"$not": {"self": self.pick(STATES)}},
            {"dexterity": {"min": 0, "max": 5}},
            {"class": "berserker"},
            {"size": ["medium", "large"]},
            {"self": "bloodied"},
        ]
        if pool["kind"] == "charge":
            choices += [{f"self:{tag}ChargePool": {"min": 1}}, {"self": f"no{_cap(tag)}Charges"},
                        {"$not": f"self:{tag}ChargesMax"}]
        else:
            choices += [{f"self:{tag}DicePool": {"max": 2}}, {"self": f"no{_cap(tag)}Dice"},
                        {"$not": f"self:{tag}DiceMax"}]
        return self.pick(choices)

    def maybe_predicate(self, p: float = 0.6) -> dict[str, Any] | None:
        return self.predicate() if self.chance(p) else None

    def refill(self, kind: str) -> dict[str, Any]:
        if kind == "charge":
            entry = {"trigger": self.pick(CHARGE_TRIGGERS), "mode": self.pick(CHARGE_MODES),
                     "value": self.pick(REFILL_VALUES)}
        else:
            entry = {"trigger": self.pick(DICE_TRIGGERS), "mode": self.pick(DICE_MODES),
                     "value": self.pick(REFILL_VALUES)}
        if self.chance(0.3):
            entry["predicate"] = self.predicate()
        return entry

    # ---- rules ------------------------------------------------------------------------------
    def make_pools(self) -> list[dict[str, Any]]:
        kinds = ["charge", "dice"] + [self.pick(("charge", "dice")) for _ in range(self.n_pools - 2)]
        for n, kind in enumerate(kinds):
            ident = f"{kind}Pool{n:02d}"
            scope = "actor" if self.chance(0.25) else "item"
            die = self.pick(DIE_SIZES[:4]) if kind == "dice" else (self.pick(DIE_SIZES) if self.chance(0.3) else None)
            self.pools.append({"ident": ident, "scope": scope, "kind": kind, "die": die,
                               "pid": f"actor:{ident}" if scope == "actor" else ident})
        rules = []
        for pool in self.pools:
            pred = self.predicate(soft=True) if self.chance(0.5) else None
            rule = self.envelope("chargePool" if pool["kind"] == "charge" else "dicePool",
                                 f"{_cap(pool['ident'])} label", pred, pool["ident"])
            rule["scope"] = pool["scope"]
            rule["max"] = self.pick(MAX_FORMULAS)
            rule["dieSize"] = pool["die"]
            rule["initial"] = self.pick(("max", "max", "zero"))
            if pool["kind"] == "charge":
                rule["hidden"] = self.chance(0.15)
                rule["recoveries"] = [self.refill("charge") for _ in range(self.rng.randint(1, 3))]
            else:
                rule["refills"] = [self.refill("dice") for _ in range(self.rng.randint(1, 3))]
            rules.append(rule)
        return rules

    def modify_pool(self, pool: dict[str, Any], *, guaranteed: bool = False) -> dict[str, Any]:
        # The one modifier every pool gets holds nearly always, so each active pool is modified.
        pred = (self.predicate(soft=True) if self.chance(0.5) else None) if guaranteed else self.maybe_predicate(0.5)
        rule = self.envelope("modifyPool", f"Modify {pool['ident']}", pred)
        rule["poolType"] = pool["kind"]
        rule["poolIdentifier"] = pool["pid"] if self.chance(0.2) else pool["ident"]
        if self.chance(0.3):
            rule["poolScope"] = pool["scope"]
        rule["dieSize"] = self.pick(DIE_SIZES[:5]) if (pool["kind"] == "dice" and self.chance(0.3)) else None
        rule["maxDelta"] = self.pick(DELTA_FORMULAS)
        if pool["kind"] == "dice" and self.chance(0.25):
            rule["minFace"] = self.rng.randint(1, 3)
        rule["addRefills"] = [self.refill(pool["kind"]) for _ in range(self.rng.randint(0, 2))]
        return rule

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        return [p for p in self.pools if p["kind"] == kind]

    def charge_consumer(self) -> dict[str, Any]:
        pool = self.pick(self.of_kind("charge"))
        rule = self.envelope("chargeConsumer", "", self.maybe_predicate())
        rule.update(poolIdentifier=pool["ident"], poolScope=pool["scope"], cost=self.pick(COST_FORMULAS))
        return rule

    def dice_consumer(self, variant: str) -> dict[str, Any]:
        pool = self.pick(self.of_kind("dice"))
        rule = self.envelope("diceConsumer", f"{variant} {pool['ident']}", self.maybe_predicate())
        rule.update(poolIdentifier=pool["ident"], poolScope=pool["scope"], cost=self.pick(("1", "1", "2")),
                    bonusOnAttackDelivery=None, effectFormula=None, effectType="generic",
                    selectionOutcome="consume", mode="manual")
        if variant == "autoBonus":
            rule.update(mode="autoBonus", bonusOnAttackDelivery=self.pick((None, "melee", "ranged", "any")))
        elif variant == "maximize":
            rule.update(selectionOutcome="maximize")
        else:
            rule.update(effectType=self.pick(("generic", "damageReduction")),
                        effectFormula=self.pick(EFFECT_FORMULAS) if self.chance(0.85) else None)
        return rule

    def modify_consumer(self, consumers: list[dict[str, Any]]) -> dict[str, Any]:
        rule = self.envelope("modifyConsumer", "Modify consumer", self.maybe_predicate())
        with_effect = [c for c in consumers if c.get("effectFormula")]
        if with_effect:
            target = self.pick(with_effect)
            flt = self.pick(("", "", target["effectType"]))
            rule.update(poolIdentifier=target["poolIdentifier"], poolScope=target["poolScope"])
        else:  # no consumer to modify: allowed (a warning), still a valid rule
            pool = self.pick(self.of_kind("dice"))
            flt = ""
            rule.update(poolIdentifier=pool["ident"], poolScope=pool["scope"])
        rule.update(effectTypeFilter=flt, appendFormula=self.pick(APPEND_FORMULAS))
        return rule

    def combat_mana(self) -> dict[str, Any]:
        rule = self.envelope("combatMana", "Combat mana", self.maybe_predicate())
        rule.update(formula=self.pick(MANA_FORMULAS), resource="mana",
                    trigger=self.pick(("initiativeRoll", "encounterStart")),
                    clearOn=self.pick(("combatEnd", "combatEnd", "safeRest", "fieldRest")))
        return rule

    def gain_message(self) -> dict[str, Any]:
        pool = self.pick(self.of_kind("dice"))
        rule = self.envelope("poolGainMessage", "Gain message", self.maybe_predicate())
        rule.update(poolIdentifier=pool["ident"], formula=self.pick(GAIN_FORMULAS),
                    message=f"{pool['ident']} grew: {{value}}")
        return rule

    def toggle(self) -> dict[str, Any]:
        rule = self.envelope("toggleEffect", "Toggle", self.maybe_predicate(0.4))
        dice = self.of_kind("dice")
        rule.update(tags=[f"self:{self.pick(STATES[:5])}"],
                    clearPoolsOnEnd=[self.pick(dice)["pid"] for _ in range(self.rng.randint(0, 2))])
        return rule

    def make_rules(self) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
        """(pool definitions, one modifier per pool, every other rule)."""
        definitions = self.make_pools()
        modifiers = [self.modify_pool(pool, guaranteed=True) for pool in self.pools]
        others: list[dict[str, Any]] = []
        variants = ["chargeConsumer", "consume", "maximize", "autoBonus", "modifyPool", "modifyConsumer",
                    "combatMana", "poolGainMessage", "toggleEffect"]
        weights = [20, 14, 6, 5, 14, 10, 5, 7, 5]
        rest = self.n_rules - len(definitions) - len(modifiers)
        plan = variants + self.rng.choices(variants, weights, k=rest - len(variants))
        # Consumers first, so modifyConsumer rules can aim at real ones.
        plan.sort(key=lambda v: v == "modifyConsumer")
        consumers: list[dict[str, Any]] = []
        for variant in plan:
            if variant == "chargeConsumer":
                others.append(self.charge_consumer())
            elif variant in ("consume", "maximize", "autoBonus"):
                rule = self.dice_consumer(variant)
                consumers.append(rule)
                others.append(rule)
            elif variant == "modifyPool":
                others.append(self.modify_pool(self.pick(self.pools)))
            elif variant == "modifyConsumer":
                others.append(self.modify_consumer(consumers))
            elif variant == "combatMana":
                others.append(self.combat_mana())
            elif variant == "poolGainMessage":
                others.append(self.gain_message())
            else:
                others.append(self.toggle())
        # Top up conditions so that at least half of all rules have one.
        everything = definitions + modifiers + others
        needed = (len(everything) + 1) // 2 - sum(1 for r in everything if r["predicate"])
        bare = [r for r in others if not r["predicate"]]
        self.rng.shuffle(bare)
        for rule in bare[:max(0, needed)]:
            rule["predicate"] = self.predicate()
        return definitions, modifiers, others

    # ---- items ------------------------------------------------------------------------------
    def make_items(self) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        headers = [("class", "Berserker"), ("subclass", "Path of the Mountainheart"), ("ancestry", "Dwarf"),
                   ("background", "Raised by Goblins")]
        for n in range(self.n_items):
            if n < len(headers) and self.n_items > 8:
                itype, name = headers[n]
            else:
                itype = self.rng.choices(("feature", "object", "boon"), (45, 45, 10))[0]
                name = f"{_cap(itype)} {n:03d}"
            item: dict[str, Any] = {"id": f"item-{n:03d}", "name": name, "type": itype}
            if itype == "object":
                otype = self.pick(OBJECT_TYPES)
                item.update(objectType=otype, equipped=not self.chance(0.2),
                            properties=self.rng.sample(PROPERTIES, self.rng.randint(0, 2)))
                if otype in ("weapon", "wand") or self.chance(0.15):
                    item["attack"] = {"delivery": self.pick(("melee", "ranged", None)),
                                      "damage": self.pick(DAMAGE_FORMULAS)}
            item["rules"] = []
            items.append(item)
        # Always at least one weapon with an attack and one unequipped object (the last two items).
        if len(items) >= 6:
            if not any(item.get("attack") for item in items):
                items[-1].update(type="object", objectType="weapon", equipped=True, properties=["light"],
                                 attack={"delivery": "melee", "damage": self.pick(DAMAGE_FORMULAS)})
            if not any(item.get("equipped") is False for item in items):
                items[-2].update(type="object", objectType=self.pick(OBJECT_TYPES), equipped=False, properties=[])
        return items

    def build(self) -> dict[str, Any]:
        items = self.make_items()
        definitions, modifiers, others = self.make_rules()
        # Pools live on items that are always in play (not objects that may be unequipped).
        hosts = [i for i, item in enumerate(items) if item["type"] != "object"]
        if len(hosts) < len(definitions):
            extra = [i for i, item in enumerate(items) if item["type"] == "object" and i != len(items) - 2]
            self.rng.shuffle(extra)
            for i in extra[:len(definitions) - len(hosts)]:
                items[i]["equipped"] = True
                hosts.append(i)
        host_of = self.rng.sample(hosts, len(definitions))
        for rule, index in zip(definitions, host_of, strict=True):
            items[index]["rules"].append(rule)
        # Each pool's own modifier also sits on an item in play, so every active pool is modified.
        for rule in modifiers:
            items[self.pick(hosts)]["rules"].append(rule)
        # Every item gets at least one rule while rules last, then the rest are spread at random.
        order = list(range(len(items)))
        self.rng.shuffle(order)
        for n, rule in enumerate(others):
            index = order[n] if n < len(order) else self.rng.randrange(len(items))
            items[index]["rules"].append(rule)
        for item in items:
            self.rng.shuffle(item["rules"])
        # Activation pool effects on a quarter of the items.
        for item in items:
            if self.chance(0.25):
                effects = []
                for _ in range(self.rng.randint(1, 2)):
                    pool = self.pick(self.pools)
                    action = self.pick(("rollDie", "rollDie", "rollPool", "clear", "maximizeDie")
                                       if pool["kind"] == "dice" else ("fillCount", "fillCount", "clear"))
                    effect = {"poolType": pool["kind"], "action": action, "poolIdentifier": pool["pid"],
                              "value": self.rng.randint(1, 2)}
                    if self.chance(0.3):
                        effect["predicate"] = self.predicate()
                    effects.append(effect)
                item["activation"] = {"pool": effects}
        # Saved state for some pools (clamped on load where it exceeds the max).
        saved: dict[str, Any] = {}
        for pool in self.pools:
            if self.chance(0.3):
                if pool["kind"] == "dice":
                    top = int(pool["die"][1:])
                    saved[pool["pid"]] = {"faces": [self.rng.randint(1, top) for _ in range(self.rng.randint(0, 3))]}
                else:
                    saved[pool["pid"]] = {"current": self.rng.randint(0, 3)}
        level = self.rng.randint(3, 10)
        hp_max = self.rng.randint(40, 80)
        stats = {name: self.rng.randint(-1, 4) for name in STATS}
        return {
            "format": "sheet/1",
            "name": f"Generated {self.n_items}/{self.n_rules}/{self.n_pools}",
            "level": level,
            "keyStats": self.rng.sample(STATS, 2),
            "stats": stats,
            "size": self.pick(("small", "medium", "medium", "large")),
            "hp": {"current": hp_max, "max": hp_max},
            "wounds": {"current": 0, "max": 6},
            "mana": {"current": 2, "max": 4},
            "states": [],
            "items": items,
            "pools": saved,
        }


# A GM's big character for the scaling budgets (docs/performance.md): the default's rules per item
# (3.3), the same 40 pools.
LARGE = {"items": 2000, "rules": 6600, "pools": 40}
# Half of it: the sheet window's click-to-repaint budget is set at 1,000 items.
MEDIUM = {"items": 1000, "rules": 3300, "pools": 40}


def make_character(seed: int = 1, items: int = 150, rules: int = 500, pools: int = 40) -> dict[str, Any]:
    """A seeded `sheet/1` document with exactly `items` items, `rules` rules and `pools` pools."""
    return _Gen(seed, items, rules, pools).build()


# ---- play scripts ------------------------------------------------------------------------------

def catalog(doc: dict[str, Any]) -> dict[str, Any]:
    """The names a step can refer to in a character document (items, pools, consumers, rules)."""
    items = [item.get("id") or item["name"] for item in doc["items"]]
    objects = [item.get("id") or item["name"] for item in doc["items"] if item.get("type") == "object"]
    dice_pools: list[str] = []
    charge_pools: list[str] = []
    rolled_charges: list[str] = []
    spends: list[tuple[str, str]] = []
    activatable: list[str] = []
    rule_counts: dict[str, int] = {}
    for item in doc["items"]:
        key = item.get("id") or item["name"]
        rules = [r for r in item.get("rules", []) if isinstance(r, dict)]
        rule_counts[key] = len(item.get("rules", []))
        if item.get("attack") or (item.get("activation") or {}).get("pool") or any(
                r.get("type") in ("chargeConsumer", "diceConsumer", "toggleEffect") for r in rules):
            activatable.append(key)
        for rule in rules:
            scope = rule.get("scope", "item")
            ident = rule.get("identifier") or ""
            pid = f"actor:{ident}" if scope == "actor" else ident
            if rule.get("type") == "dicePool":
                dice_pools.append(pid)
            elif rule.get("type") == "chargePool":
                charge_pools.append(pid)
                if rule.get("dieSize"):
                    rolled_charges.append(pid)
            elif rule.get("type") == "diceConsumer" and rule.get("mode", "manual") == "manual":
                pscope = rule.get("poolScope", "item")
                ident = rule["poolIdentifier"]
                spends.append((f"actor:{ident}" if pscope == "actor" else ident, key))
    return {"items": items, "objects": objects, "dice_pools": dice_pools, "charge_pools": charge_pools,
            "rolled_charges": rolled_charges or charge_pools, "spends": spends,
            "activatable": activatable or items, "rule_counts": rule_counts}


SET_FIELDS = {"level": (0, 12), "stats.strength": (-2, 6), "stats.dexterity": (-2, 6),
              "stats.intelligence": (-2, 6), "stats.will": (-2, 6), "hp.current": (0, 80), "hp.max": (1, 90),
              "wounds.current": (0, 6), "wounds.max": (1, 8), "mana.current": (0, 10), "mana.max": (0, 10)}


def random_step(rng: random.Random, names: dict[str, Any]) -> dict[str, Any]:
    """One plausible step for a character described by `catalog()`."""
    kind = rng.choices(
        ("startEncounter", "rollInitiative", "startTurn", "endTurn", "endEncounter", "rest", "fire", "activate",
         "spend", "rollCharge", "attacked", "damage", "heal", "setDie", "removeDie", "rollDie", "setCharges",
         "set", "state", "equip", "enableRule", "undo", "redo"),
        (3, 3, 10, 10, 3, 3, 6, 16, 8, 3, 6, 4, 4, 3, 2, 3, 3, 3, 3, 2, 2, 2, 1))[0]
    picks = lambda: rng.sample(range(5), rng.randint(1, 3))  # noqa: E731
    if kind == "rest":
        return {"do": "rest", "kind": rng.choice(("safe", "field"))}
    if kind == "fire":
        return {"do": "fire", "trigger": rng.choice(ALL_TRIGGERS)}
    if kind == "activate":
        step: dict[str, Any] = {"do": "activate", "item": rng.choice(names["activatable"])}
        if rng.random() < 0.3:
            step["outcome"] = rng.choice(("hit", "crit", "miss"))
        if rng.random() < 0.2:
            step["picks"] = picks()
        return step
    if kind == "spend" and names["spends"]:
        pool, consumer = rng.choice(names["spends"])
        return {"do": "spend", "pool": pool, "consumer": consumer, "picks": picks()}
    if kind == "rollCharge" and names["rolled_charges"]:
        return {"do": "rollCharge", "pool": rng.choice(names["rolled_charges"])}
    if kind == "attacked":
        return {"do": "attacked", "damage": rng.randint(0, 20), "type": rng.choice(DAMAGE_TYPES),
                "critical": rng.random() < 0.2}
    if kind in ("damage", "heal"):
        return {"do": kind, "amount": rng.randint(0, 25)}
    if kind in ("setDie", "removeDie", "rollDie") and names["dice_pools"]:
        step = {"do": kind, "pool": rng.choice(names["dice_pools"])}
        if kind != "rollDie":
            step["index"] = rng.randint(0, 3)
        if kind == "setDie":
            step["face"] = rng.randint(1, 4)
        return step
    if kind == "setCharges" and names["charge_pools"]:
        return {"do": "setCharges", "pool": rng.choice(names["charge_pools"]), "value": rng.randint(0, 6)}
    if kind == "set":
        field = rng.choice(sorted(SET_FIELDS))
        low, high = SET_FIELDS[field]
        return {"do": "set", "field": field, "value": rng.randint(low, high)}
    if kind == "state":
        return {"do": "state", "name": rng.choice(STATES), "on": rng.random() < 0.5}
    if kind == "equip" and names["objects"]:
        return {"do": "equip", "item": rng.choice(names["objects"]), "on": rng.random() < 0.6}
    if kind == "enableRule":
        item = rng.choice(names["items"])
        count = names["rule_counts"].get(item, 0)
        if count:
            return {"do": "enableRule", "item": item, "rule": rng.randrange(count), "on": rng.random() < 0.6}
    if kind in ("startEncounter", "rollInitiative", "startTurn", "endTurn", "endEncounter", "undo", "redo"):
        return {"do": kind}
    return {"do": "startTurn"}


def make_script(seed: int, steps: int = 1000, **size: int) -> dict[str, Any]:
    """A play script: the generated character (sized by `size`, default full), a seed, and `steps` steps."""
    character = make_character(seed, **size)
    rng = random.Random(seed * 7919 + 17)
    names = catalog(character)
    return {"character": character, "seed": seed, "steps": [random_step(rng, names) for _ in range(steps)]}


if __name__ == "__main__":  # pragma: no cover - handy for writing a fixture by hand
    import json
    import sys

    print(json.dumps(make_character(int(sys.argv[1]) if len(sys.argv) > 1 else 1), indent=1))
