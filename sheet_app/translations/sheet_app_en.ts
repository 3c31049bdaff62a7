<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>● %n requests waiting for the player</source>
        <translation>
            <numerusform>● %n request waiting for the player</numerusform>
            <numerusform>● %n requests waiting for the player</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ends after %n of their turns (each End turn counts one); the encounter&apos;s end clears it.</source>
        <translation>
            <numerusform>Ends at the end of their next turn (each End turn counts one); the encounter&apos;s end clears it.</numerusform>
            <numerusform>Ends after %n of their turns (each End turn counts one); the encounter&apos;s end clears it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Builder</name>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>● %n unsaved changes</source>
        <translation>
            <numerusform>● %n unsaved change</numerusform>
            <numerusform>● %n unsaved changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard %n changes?</source>
        <translation>
            <numerusform>Discard %n change?</numerusform>
            <numerusform>Discard %n changes?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message numerus="yes">
        <source> · pick at least %n dice</source>
        <translation>
            <numerusform> · pick at least %n die</numerusform>
            <numerusform> · pick at least %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick at least %n dice first.</source>
        <translation>
            <numerusform>Pick at least %n die first.</numerusform>
            <numerusform>Pick at least %n dice first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} and %n more</numerusform>
            <numerusform>{names} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pool {pool} is defined %n times ({where}); the last one wins</source>
        <translation>
            <numerusform>pool {pool} is defined %n time ({where}); the last one wins</numerusform>
            <numerusform>pool {pool} is defined %n times ({where}); the last one wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pool {pool} is defined %n times; the last one wins</source>
        <translation>
            <numerusform>pool {pool} is defined %n time; the last one wins</numerusform>
            <numerusform>pool {pool} is defined %n times; the last one wins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n charges</source>
        <translation>
            <numerusform>%n charge</numerusform>
            <numerusform>%n charges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uses</source>
        <translation>
            <numerusform>%n use</numerusform>
            <numerusform>%n uses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool} set to %n dice ({faces}) on {cause}</source>
        <translation>
            <numerusform>{pool} set to %n die ({faces}) on {cause}</numerusform>
            <numerusform>{pool} set to %n dice ({faces}) on {cause}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pools.{pid}: {pool}: saved faces {faces} outside 1..{top} of its {die}; clamped into the die</source>
        <translation>
            <numerusform>pools.{pid}: {pool}: saved face {faces} outside 1..{top} of its {die}; clamped into the die</numerusform>
            <numerusform>pools.{pid}: {pool}: saved faces {faces} outside 1..{top} of its {die}; clamped into the die</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n dice dropped (its max is now {max})</source>
        <translation>
            <numerusform>{pool}: %n die dropped (its max is now {max})</numerusform>
            <numerusform>{pool}: %n dice dropped (its max is now {max})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what} needs %n actions, {left} left</source>
        <translation>
            <numerusform>{what} needs %n action, {left} left</numerusform>
            <numerusform>{what} needs %n actions, {left} left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what}: %n actions spent ({left})</source>
        <translation>
            <numerusform>{what}: %n action spent ({left})</numerusform>
            <numerusform>{what}: %n actions spent ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target gains %n actions now</source>
        <translation>
            <numerusform>{name}: the target gains %n action now</numerusform>
            <numerusform>{name}: the target gains %n actions now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target gains %n actions next turn</source>
        <translation>
            <numerusform>{name}: the target gains %n action next turn</numerusform>
            <numerusform>{name}: the target gains %n actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target loses %n actions now</source>
        <translation>
            <numerusform>{name}: the target loses %n action now</numerusform>
            <numerusform>{name}: the target loses %n actions now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target loses %n actions next turn</source>
        <translation>
            <numerusform>{name}: the target loses %n action next turn</numerusform>
            <numerusform>{name}: the target loses %n actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally gains %n actions now</source>
        <translation>
            <numerusform>{name}: every ally gains %n action now</numerusform>
            <numerusform>{name}: every ally gains %n actions now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally gains %n actions next turn</source>
        <translation>
            <numerusform>{name}: every ally gains %n action next turn</numerusform>
            <numerusform>{name}: every ally gains %n actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally loses %n actions now</source>
        <translation>
            <numerusform>{name}: every ally loses %n action now</numerusform>
            <numerusform>{name}: every ally loses %n actions now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally loses %n actions next turn</source>
        <translation>
            <numerusform>{name}: every ally loses %n action next turn</numerusform>
            <numerusform>{name}: every ally loses %n actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions next turn</source>
        <translation>
            <numerusform>{name}: {value:+d} action next turn</numerusform>
            <numerusform>{name}: {value:+d} actions next turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions now (borrowed from next turn) ({left})</source>
        <translation>
            <numerusform>{name}: {value:+d} action now (borrowed from next turn) ({left})</numerusform>
            <numerusform>{name}: {value:+d} actions now (borrowed from next turn) ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions now ({left})</source>
        <translation>
            <numerusform>{name}: {value:+d} action now ({left})</numerusform>
            <numerusform>{name}: {value:+d} actions now ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{reaction} needs %n actions, {left} left (a reaction cannot use extra actions)</source>
        <translation>
            <numerusform>{reaction} needs %n action, {left} left (a reaction cannot use extra actions)</numerusform>
            <numerusform>{reaction} needs %n actions, {left} left (a reaction cannot use extra actions)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions spent</source>
        <translation>
            <numerusform>%n action spent</numerusform>
            <numerusform>%n actions spent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>die {index} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation>
            <numerusform>die {index} is out of range ({pool} holds %n die, numbered from 0)</numerusform>
            <numerusform>die {index} is out of range ({pool} holds %n dice, numbered from 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items added: {items}</source>
        <translation>
            <numerusform>%n item added: {items}</numerusform>
            <numerusform>%n items added: {items}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: rules edited (%n rules)</source>
        <translation>
            <numerusform>{name}: rules edited (%n rule)</numerusform>
            <numerusform>{name}: rules edited (%n rules)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n {size} hit dice asked, {left} left</source>
        <translation>
            <numerusform>%n {size} hit die asked, {left} left</numerusform>
            <numerusform>%n {size} hit dice asked, {left} left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} needs %n dice from {pool}, {held} held</source>
        <translation>
            <numerusform>{name} needs %n die from {pool}, {held} held</numerusform>
            <numerusform>{name} needs %n dice from {pool}, {held} held</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pick {pick} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation>
            <numerusform>pick {pick} is out of range ({pool} holds %n die, numbered from 0)</numerusform>
            <numerusform>pick {pick} is out of range ({pool} holds %n dice, numbered from 0)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} can raise at most %n dice, {picked} picked</source>
        <translation>
            <numerusform>{name} can raise at most %n die, {picked} picked</numerusform>
            <numerusform>{name} can raise at most %n dice, {picked} picked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} needs at least %n dice picked, {picked} picked</source>
        <translation>
            <numerusform>{name} needs at least %n die picked, {picked} picked</numerusform>
            <numerusform>{name} needs at least %n dice picked, {picked} picked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spent %n dice of {pool} ({faces})</source>
        <translation>
            <numerusform>Spent %n die of {pool} ({faces})</numerusform>
            <numerusform>Spent %n dice of {pool} ({faces})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} needs %n charges of {pool}, {left} left</source>
        <translation>
            <numerusform>{name} needs %n charge of {pool}, {left} left</numerusform>
            <numerusform>{name} needs %n charges of {pool}, {left} left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n uses spent ({left}/{max} left)</source>
        <translation>
            <numerusform>{pool}: %n use spent ({left}/{max} left)</numerusform>
            <numerusform>{pool}: %n uses spent ({left}/{max} left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n uses spent ({left}/{max} left) for {name}</source>
        <translation>
            <numerusform>{pool}: %n use spent ({left}/{max} left) for {name}</numerusform>
            <numerusform>{pool}: %n uses spent ({left}/{max} left) for {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charges spent ({left}/{max} left)</source>
        <translation>
            <numerusform>{pool}: %n charge spent ({left}/{max} left)</numerusform>
            <numerusform>{pool}: %n charges spent ({left}/{max} left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charges spent ({left}/{max} left) for {name}</source>
        <translation>
            <numerusform>{pool}: %n charge spent ({left}/{max} left) for {name}</numerusform>
            <numerusform>{pool}: %n charges spent ({left}/{max} left) for {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ends after %n more of your attacks</source>
        <translation>
            <numerusform>ends after your next attack</numerusform>
            <numerusform>ends after %n more of your attacks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ends after %n more of your turns</source>
        <translation>
            <numerusform>ends at the end of your turn</numerusform>
            <numerusform>ends after %n more of your turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wounds</source>
        <translation>
            <numerusform>%n wound</numerusform>
            <numerusform>%n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Grant Spells {name} picks exactly %n spells (spellPicks.{rule} has {given})</source>
        <translation>
            <numerusform>Grant Spells {name} picks exactly %n spell (spellPicks.{rule} has {given})</numerusform>
            <numerusform>Grant Spells {name} picks exactly %n spells (spellPicks.{rule} has {given})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>damage dice {value} sizes larger</source>
        <translation>
            <numerusform>damage dice {value} size larger</numerusform>
            <numerusform>damage dice {value} sizes larger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n items</source>
        <translation>
            <numerusform>Add %n item</numerusform>
            <numerusform>Add %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spend %n actions</source>
        <translation>
            <numerusform>Spend an action</numerusform>
            <numerusform>Spend %n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no attack or use of {name} for %n rounds</source>
        <translation>
            <numerusform>no attack or use of {name} for %n round</numerusform>
            <numerusform>no attack or use of {name} for %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message numerus="yes">
        <source>{pool}: %n charge(s) {die}</source>
        <translation>
            <numerusform>{pool}: %n charge {die}</numerusform>
            <numerusform>{pool}: %n charges {die}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charge(s)</source>
        <translation>
            <numerusform>{pool}: %n charge</numerusform>
            <numerusform>{pool}: %n charges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n idle round(s)</source>
        <translation>
            <numerusform>%n idle round</numerusform>
            <numerusform>%n idle rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{effect} for %n turn(s)</source>
        <translation>
            <numerusform>{effect} for %n turn</numerusform>
            <numerusform>{effect} for %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n named spell(s)</source>
        <translation>
            <numerusform>%n named spell(s)</numerusform>
            <numerusform>%n named spell(s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>set: roll {dice}d20, keep the highest; adjust: %n step(s) that way</source>
        <translation>
            <numerusform>set: roll {dice}d20, keep the highest; adjust: %n step that way</numerusform>
            <numerusform>set: roll {dice}d20, keep the highest; adjust: %n steps that way</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>set: roll {dice}d20, keep the lowest; adjust: %n step(s) that way</source>
        <translation>
            <numerusform>set: roll {dice}d20, keep the lowest; adjust: %n step that way</numerusform>
            <numerusform>set: roll {dice}d20, keep the lowest; adjust: %n steps that way</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message numerus="yes">
        <source>Sheet exported to {path} (%n pages)</source>
        <translation>
            <numerusform>Sheet exported to {path} (%n page)</numerusform>
            <numerusform>Sheet exported to {path} (%n pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n pages to {printer}</source>
        <translation>
            <numerusform>Sent %n page to {printer}</numerusform>
            <numerusform>Sent %n pages to {printer}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n documents from {folder}</source>
        <translation>
            <numerusform>Imported %n documents from {folder}</numerusform>
            <numerusform>Imported %n documents from {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message numerus="yes">
        <source>backups, newest first: {backups} and %n older</source>
        <translation>
            <numerusform>backups, newest first: {backups} and %n older</numerusform>
            <numerusform>backups, newest first: {backups} and %n older</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>{name} on for %n turns</source>
        <translation>
            <numerusform>{name} on for %n turn</numerusform>
            <numerusform>{name} on for %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ui</name>
    <message numerus="yes">
        <source>Picked {count} · sum {total} · pick at least %n dice</source>
        <translation>
            <numerusform>Picked {count} · sum {total} · pick at least %n die</numerusform>
            <numerusform>Picked {count} · sum {total} · pick at least %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick at least %n dice first.</source>
        <translation>
            <numerusform>Pick at least %n die first.</numerusform>
            <numerusform>Pick at least %n dice first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick %n dice for {reaction}, or untick it</source>
        <translation>
            <numerusform>Pick %n die for {reaction}, or untick it</numerusform>
            <numerusform>Pick %n dice for {reaction}, or untick it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n characters in the library</source>
        <translation>
            <numerusform>%n character in the library</numerusform>
            <numerusform>%n characters in the library</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n items</source>
        <translation>
            <numerusform>Imported %n item</numerusform>
            <numerusform>Imported %n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n items to {path}</source>
        <translation>
            <numerusform>Exported %n item to {path}</numerusform>
            <numerusform>Exported %n items to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <comment>content rows found</comment>
        <translation>
            <numerusform>%n found</numerusform>
            <numerusform>%n found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pick}: choose %n spells</source>
        <translation>
            <numerusform>{pick}: choose %n spell</numerusform>
            <numerusform>{pick}: choose %n spells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n spells for {pick}</source>
        <translation>
            <numerusform>Choose %n spell for {pick}</numerusform>
            <numerusform>Choose %n spells for {pick}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Those faces call for %n more dice: roll them too.</source>
        <translation>
            <numerusform>Those faces call for %n more die: roll it too.</numerusform>
            <numerusform>Those faces call for %n more dice: roll them too.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message numerus="yes">
        <source>{name}: {was} → %n actions</source>
        <translation>
            <numerusform>{name}: {was} → %n action</numerusform>
            <numerusform>{name}: {was} → %n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Maximize: raise up to %n dice to the top face</source>
        <translation>
            <numerusform>Maximize: raise up to %n die to the top face</numerusform>
            <numerusform>Maximize: raise up to %n dice to the top face</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Consume: spend at least %n dice</source>
        <translation>
            <numerusform>Consume: spend at least %n die</numerusform>
            <numerusform>Consume: spend at least %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Using it first rolls %n dice in, after the dice shown.</source>
        <translation>
            <numerusform>Using it first rolls %n die in, after the dice shown.</numerusform>
            <numerusform>Using it first rolls %n dice in, after the dice shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Using it first raises the lowest %n dice.</source>
        <translation>
            <numerusform>Using it first raises the lowest %n die.</numerusform>
            <numerusform>Using it first raises the lowest %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Raises {faces} (+{gain}); the pool keeps %n dice.</source>
        <translation>
            <numerusform>Raises {faces} (+{gain}); the pool keeps %n die.</numerusform>
            <numerusform>Raises {faces} (+{gain}); the pool keeps %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removes %n dice ({faces}); no effect formula.</source>
        <translation>
            <numerusform>Removes %n die ({faces}); no effect formula.</numerusform>
            <numerusform>Removes %n dice ({faces}); no effect formula.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n stats to raise</source>
        <translation>
            <numerusform>Choose %n stat to raise</numerusform>
            <numerusform>Choose %n stats to raise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n spells for {pick}</source>
        <translation>
            <numerusform>Choose %n spell for {pick}</numerusform>
            <numerusform>Choose %n spells for {pick}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pick}: choose %n spells</source>
        <translation>
            <numerusform>{pick}: choose %n spell</numerusform>
            <numerusform>{pick}: choose %n spells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
</context>
</TS>
