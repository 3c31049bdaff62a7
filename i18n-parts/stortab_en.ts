<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Storage</name>
    <message numerus="yes">
        <location filename="../sheet_app/storage/backup.py" line="37"/>
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
        <location filename="../sheet_app/table/protocol.py" line="312"/>
        <source>{name} on for %n turns</source>
        <translation>
            <numerusform>{name} on for %n turn</numerusform>
            <numerusform>{name} on for %n turns</numerusform>
        </translation>
    </message>
</context>
</TS>
