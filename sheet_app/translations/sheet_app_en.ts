<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
</TS>
