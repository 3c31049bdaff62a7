<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Board</name>
    <message>
        <source>connected</source>
        <translation>conectada</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconectando…</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>sin conexión</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazada</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>conectando…</translation>
    </message>
    <message>
        <source>Party board — sheet-app</source>
        <translation>Tablero del grupo — sheet-app</translation>
    </message>
    <message>
        <source>Initiative order</source>
        <translation>Orden de iniciativa</translation>
    </message>
    <message>
        <source>Who holds the seats</source>
        <translation>Quién ocupa las plazas</translation>
    </message>
    <message>
        <source>Nobody has joined yet: give the players the address and the code.</source>
        <translation>Nadie se ha unido todavía: da a los jugadores la dirección y el código.</translation>
    </message>
    <message>
        <source>The table&apos;s address and code</source>
        <translation>La dirección y el código de la mesa</translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation>&amp;Copiar código</translation>
    </message>
    <message>
        <source>Copy the table&apos;s code to the clipboard, to send it to the players</source>
        <translation>Copiar el código de la mesa al portapapeles, para enviarlo a los jugadores</translation>
    </message>
    <message>
        <source>No encounter</source>
        <translation>Sin encuentro</translation>
    </message>
    <message>
        <source>{request} for everyone at the table</source>
        <translation>{request} para toda la mesa</translation>
    </message>
    <message>
        <source>Next &amp;turn</source>
        <translation>Siguiente &amp;turno</translation>
    </message>
    <message>
        <source>Mark the next character in the initiative order as the one whose turn it is</source>
        <translation>Marcar al siguiente personaje del orden de iniciativa como aquel al que le toca el turno</translation>
    </message>
    <message>
        <source>Table at &lt;b&gt;{address}&lt;/b&gt; — code &lt;b&gt;{code}&lt;/b&gt;</source>
        <translation>Mesa en &lt;b&gt;{address}&lt;/b&gt; — código &lt;b&gt;{code}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Encounter: round {round}</source>
        <translation>Encuentro: asalto {round}</translation>
    </message>
    <message>
        <source>(nothing shared yet)</source>
        <translation>(aún no se ha compartido nada)</translation>
    </message>
    <message>
        <source>Initiative: the order shows once an encounter starts</source>
        <translation>Iniciativa: el orden se muestra en cuanto empieza un encuentro</translation>
    </message>
    <message>
        <source>everyone has had a turn: Next round</source>
        <translation>todos han tenido su turno: Siguiente asalto</translation>
    </message>
    <message>
        <source>Seats: {taken} of {most} taken, up to {each} a player</source>
        <translation>Plazas: {taken} de {most} ocupadas, hasta {each} por jugador</translation>
    </message>
    <message>
        <source>unnamed</source>
        <comment>a player who gave no name</comment>
        <translation>sin nombre</translation>
    </message>
    <message>
        <source>an unnamed player</source>
        <translation>un jugador sin nombre</translation>
    </message>
    <message>
        <source>this character</source>
        <translation>este personaje</translation>
    </message>
    <message>
        <source>{request} {character}</source>
        <translation>{request}: {character}</translation>
    </message>
    <message>
        <source>Give item</source>
        <translation>Dar objeto</translation>
    </message>
    <message>
        <source>Give which item from your item library?</source>
        <translation>¿Qué objeto de tu biblioteca de objetos quieres dar?</translation>
    </message>
    <message>
        <source>Items in the item library</source>
        <translation>Objetos de la biblioteca de objetos</translation>
    </message>
    <message>
        <source>The item library is empty (File ▸ Item library… adds items)</source>
        <translation>La biblioteca de objetos está vacía (Archivo ▸ Biblioteca de objetos… añade objetos)</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Dar</translation>
    </message>
    <message>
        <source>Remove from the table</source>
        <translation>Quitar de la mesa</translation>
    </message>
    <message>
        <source>Remove {character} (shared by {player}, player {id}) from the table?</source>
        <translation>¿Quitar a {character} (compartido por {player}, jugador {id}) de la mesa?</translation>
    </message>
    <message>
        <source>The card and what the table stored of it are deleted, and the host refuses this character from that player from now on, after a restart too. Their own sheet is not touched.</source>
        <translation>Se borran la tarjeta y lo que la mesa guardó de ella, y el anfitrión rechaza desde ahora este personaje de ese jugador, también tras un reinicio. Su propia hoja no se toca.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>played by {player}</source>
        <translation>jugado por {player}</translation>
    </message>
    <message>
        <source>played by an unnamed player</source>
        <translation>jugado por un jugador sin nombre</translation>
    </message>
    <message>
        <source>{who} · player {id}</source>
        <translation>{who} · jugador {id}</translation>
    </message>
    <message>
        <source>Requests waiting for this player</source>
        <translation>Solicitudes pendientes para este jugador</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Conditions, actions, mana and spells</source>
        <translation>Estados, acciones, maná y conjuros</translation>
    </message>
    <message>
        <source>Armor and the last roll</source>
        <translation>Armadura y última tirada</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Quitar…</translation>
    </message>
    <message>
        <source>Remove this character from the table: its player can no longer share it here</source>
        <translation>Quitar este personaje de la mesa: su jugador ya no podrá compartirlo aquí</translation>
    </message>
    <message>
        <source>Remove this character from the table</source>
        <translation>Quitar este personaje de la mesa</translation>
    </message>
    <message>
        <source>{request}…</source>
        <translation>{request}…</translation>
    </message>
    <message>
        <source>{request} this character</source>
        <translation>{request}: este personaje</translation>
    </message>
    <message numerus="yes">
        <source>● %n requests waiting for the player</source>
        <translation>
            <numerusform>● %n solicitud pendiente para el jugador</numerusform>
            <numerusform>● %n solicitudes pendientes para el jugador</numerusform>
        </translation>
    </message>
    <message>
        <source>● online</source>
        <translation>● conectado</translation>
    </message>
    <message>
        <source>○ offline</source>
        <translation>○ sin conexión</translation>
    </message>
    <message>
        <source>Player id {id} (the hash of the key their app joined with)</source>
        <translation>Id. de jugador {id} (el hash de la clave con la que su aplicación se unió)</translation>
    </message>
    <message>
        <source>No log lines yet</source>
        <translation>Aún no hay líneas en el registro</translation>
    </message>
    <message>
        <source>Unreadable character</source>
        <translation>Personaje ilegible</translation>
    </message>
    <message>
        <source>the shared character is damaged: {error}</source>
        <translation>el personaje compartido está dañado: {error}</translation>
    </message>
    <message>
        <source>Wounds {current}/{most}</source>
        <translation>Heridas {current}/{most}</translation>
    </message>
    <message>
        <source>Bank {bank}</source>
        <translation>Acumulado {bank}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Asalto {round}</translation>
    </message>
    <message>
        <source>States: {states}</source>
        <translation>Estados: {states}</translation>
    </message>
    <message>
        <source>{condition} (has it)</source>
        <translation>{condition} (ya lo tiene)</translation>
    </message>
    <message>
        <source>&amp;Condition</source>
        <translation>&amp;Estado</translation>
    </message>
    <message>
        <source>&amp;Apply it</source>
        <translation>&amp;Aplicarlo</translation>
    </message>
    <message>
        <source>&amp;Remove it</source>
        <translation>&amp;Quitarlo</translation>
    </message>
    <message>
        <source>its own timer</source>
        <translation>su propio temporizador</translation>
    </message>
    <message>
        <source> turns</source>
        <comment>after a number of turns in a spin box</comment>
        <translation> turnos</translation>
    </message>
    <message>
        <source>For how many of their turns (0: the condition&apos;s own timer)</source>
        <translation>Durante cuántos de sus turnos (0: el temporizador propio del estado)</translation>
    </message>
    <message>
        <source>&amp;For</source>
        <translation>&amp;Durante</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Removed at once, its timer with it.</source>
        <translation>Se quita de inmediato, junto con su temporizador.</translation>
    </message>
    <message numerus="yes">
        <source>Ends after %n of their turns (each End turn counts one); the encounter&apos;s end clears it.</source>
        <translation>
            <numerusform>Termina tras %n turno suyo (cada Fin de turno cuenta uno); el final del encuentro lo borra.</numerusform>
            <numerusform>Termina tras %n turnos suyos (cada Fin de turno cuenta uno); el final del encuentro lo borra.</numerusform>
        </translation>
    </message>
    <message>
        <source>left</source>
        <translation>abandonada</translation>
    </message>
    <message>
        <source>Table: {state}</source>
        <translation>Mesa: {state}</translation>
    </message>
    <message>
        <source>Table connection</source>
        <translation>Conexión con la mesa</translation>
    </message>
    <message>
        <source>Who is at the table</source>
        <translation>Quién está en la mesa</translation>
    </message>
    <message>
        <source>The GM&apos;s requests</source>
        <translation>Las solicitudes del DJ</translation>
    </message>
    <message>
        <source>A character</source>
        <translation>Un personaje</translation>
    </message>
    <message>
        <source>The table refused this app: {reason}</source>
        <translation>La mesa ha rechazado esta aplicación: {reason}</translation>
    </message>
    <message>
        <source>wrong code?</source>
        <translation>¿código incorrecto?</translation>
    </message>
    <message>
        <source>Not at a table</source>
        <translation>Sin mesa</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>la mesa</translation>
    </message>
    <message>
        <source>Resume hosting</source>
        <translation>Reanudar el alojamiento</translation>
    </message>
    <message>
        <source>Resume hosting {table}?</source>
        <translation>¿Reanudar el alojamiento de {table}?</translation>
    </message>
    <message>
        <source>The party board comes back at {address} with its cards and the same code.</source>
        <translation>El tablero del grupo vuelve en {address} con sus tarjetas y el mismo código.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Cannot host a table on {address}:{port}: {error}</source>
        <translation>No se puede alojar una mesa en {address}:{port}: {error}</translation>
    </message>
    <message>
        <source>Hosting a table at {address}, code {code}</source>
        <translation>Alojando una mesa en {address}, código {code}</translation>
    </message>
    <message>
        <source>The table is {problem}: players type the address.</source>
        <translation>Mesa: {problem}; los jugadores escriben la dirección.</translation>
    </message>
    <message>
        <source>Not hosting a table: Table ▸ Host a table… opens the party board.</source>
        <translation>No estás alojando una mesa: Mesa ▸ Alojar una mesa… abre el tablero del grupo.</translation>
    </message>
    <message>
        <source>The request was not sent: {error}</source>
        <translation>La solicitud no se ha enviado: {error}</translation>
    </message>
    <message>
        <source>Only a character saved in the library can join a table.</source>
        <translation>Solo un personaje guardado en la biblioteca puede unirse a una mesa.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Alojar una mesa</translation>
    </message>
    <message>
        <source>Players on this network join with the address and the code shown next.</source>
        <translation>Los jugadores de esta red se unen con la dirección y el código que se muestran a continuación.</translation>
    </message>
    <message>
        <source>Address to listen on</source>
        <translation>Dirección en la que escuchar</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>the button that hosts a table</comment>
        <translation>Alojar</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Mesas encontradas en esta red</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Buscando mesas en esta red…</translation>
    </message>
    <message>
        <source>Tables found</source>
        <translation>Mesas encontradas</translation>
    </message>
    <message>
        <source>The table&apos;s address (host:port)</source>
        <translation>La dirección de la mesa (host:puerto)</translation>
    </message>
    <message>
        <source>the code the GM shows</source>
        <translation>el código que muestra el DJ</translation>
    </message>
    <message>
        <source>The table&apos;s code</source>
        <translation>El código de la mesa</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Tu nombre en la mesa</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>The character to share</source>
        <translation>El personaje que compartir</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Compartir</translation>
    </message>
    <message>
        <source>Joining</source>
        <translation>Uniéndose</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Cannot look for tables here ({error}); type the address</source>
        <translation>No se pueden buscar mesas aquí ({error}); escribe la dirección</translation>
    </message>
    <message>
        <source>No table found yet: type the address the GM gives</source>
        <translation>Aún no se ha encontrado ninguna mesa: escribe la dirección que da el DJ</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Uniéndose…</translation>
    </message>
    <message>
        <source>The table refused: {reason}. Check the code and join again.</source>
        <translation>La mesa ha rechazado: {reason}. Comprueba el código y vuelve a unirte.</translation>
    </message>
    <message>
        <source>wrong table code?</source>
        <translation>¿código de mesa incorrecto?</translation>
    </message>
    <message>
        <source>Cannot reach the table yet ({reason}); still trying. Check the address, or Cancel.</source>
        <translation>Aún no se puede contactar con la mesa ({reason}); se sigue intentando. Comprueba la dirección, o Cancelar.</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>Lost the table ({reason}); still trying.</source>
        <translation>Se ha perdido la mesa ({reason}); se sigue intentando.</translation>
    </message>
    <message>
        <source>An item from the GM</source>
        <translation>Un objeto del DJ</translation>
    </message>
    <message>
        <source>The GM gives you {item}.</source>
        <translation>El DJ te da {item}.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>that character</source>
        <translation>ese personaje</translation>
    </message>
    <message>
        <source>{shared} stops being shared at the table; {name} is shared instead.</source>
        <translation>{shared} deja de compartirse en la mesa; se comparte {name} en su lugar.</translation>
    </message>
    <message>
        <source>The window switches from {now} to {name}; {shared} stops being shared.</source>
        <translation>La ventana cambia de {now} a {name}; {shared} deja de compartirse.</translation>
    </message>
    <message>
        <source>The window switches from {now} to {name}; {now} stays in your library.</source>
        <translation>La ventana cambia de {now} a {name}; {now} sigue en tu biblioteca.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Share another character</source>
        <translation>Compartir otro personaje</translation>
    </message>
    <message>
        <source>Share {name} at the table?</source>
        <translation>¿Compartir a {name} en la mesa?</translation>
    </message>
    <message>
        <source>Switch and join</source>
        <translation>Cambiar y unirse</translation>
    </message>
    <message>
        <source>The character last shared at a table is no longer in the library: Table ▸ Join a table… shares another.</source>
        <translation>El último personaje compartido en una mesa ya no está en la biblioteca: Mesa ▸ Unirse a una mesa… comparte otro.</translation>
    </message>
    <message>
        <source>Re-join the table at {url} with {name}?</source>
        <translation>¿Volver a unirte a la mesa de {url} con {name}?</translation>
    </message>
    <message>
        <source>Re-join the table</source>
        <translation>Volver a unirse a la mesa</translation>
    </message>
    <message>
        <source>Re-join</source>
        <translation>Volver a unirse</translation>
    </message>
    <message>
        <source>Refused a request from the GM: {error}</source>
        <translation>Solicitud del DJ rechazada: {error}</translation>
    </message>
    <message>
        <source>Refused {who}&apos;s {request}: {reason}</source>
        <translation>Solicitud de {who} rechazada ({request}): {reason}</translation>
    </message>
    <message>
        <source>Attacked by {who}</source>
        <translation>Atacado por {who}</translation>
    </message>
    <message>
        <source>Did not take the attack from {who} ({request})</source>
        <translation>No se aceptó el ataque de {who} ({request})</translation>
    </message>
    <message>
        <source>Declined {item} from the GM</source>
        <translation>Se rechazó {item} del DJ</translation>
    </message>
    <message>
        <source>No pools</source>
        <translation>Sin reservas</translation>
    </message>
</context>
<context>
    <name>Builder</name>
    <message>
        <source>Applies when: the rules reference&apos;s “predicate” (a Condition). The rule works only while every row holds; empty means always.</source>
        <translation>Se aplica si: el «predicate» de la referencia de reglas (una condición). La regla solo funciona mientras se cumpla cada fila; vacío significa siempre.</translation>
    </message>
    <message>
        <source>Advanced ▸</source>
        <translation>Avanzado ▸</translation>
    </message>
    <message>
        <source>Applies when (the reference&apos;s “predicate”, a Condition), activation card</source>
        <translation>Se aplica si (el «predicate» de la referencia, una condición), tarjeta de activación</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>Se aplica si</translation>
    </message>
    <message>
        <source>Advanced ▾</source>
        <translation>Avanzado ▾</translation>
    </message>
    <message>
        <source>   applies when {condition}</source>
        <translation>   se aplica si {condition}</translation>
    </message>
    <message>
        <source>Edit condition</source>
        <translation>Editar condición</translation>
    </message>
    <message>
        <source>(invalid condition)</source>
        <translation>(condición no válida)</translation>
    </message>
    <message>
        <source>What this rule does to the character the builder is open on, worked out as the sheet will: the numbers without the rule → with it. A rule that does not apply now is shown as if it applied.</source>
        <translation>Lo que esta regla hace al personaje sobre el que está abierto el constructor, calculado como lo hará la hoja: los valores sin la regla → con ella. Una regla que no se aplica ahora se muestra como si se aplicara.</translation>
    </message>
    <message>
        <source>Preview: {effect}</source>
        <translation>Vista previa: {effect}</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>then {effects}</source>
        <translation>luego {effects}</translation>
    </message>
    <message>
        <source>Collapse this card</source>
        <translation>Contraer esta tarjeta</translation>
    </message>
    <message>
        <source>Collapse</source>
        <translation>Contraer</translation>
    </message>
    <message>
        <source>{type} · not supported</source>
        <translation>{type} · no compatible</translation>
    </message>
    <message>
        <source>This app does not run this rule type; it keeps it exactly as it is.</source>
        <translation>Esta aplicación no ejecuta este tipo de regla; la conserva tal cual.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Prioridad</translation>
    </message>
    <message>
        <source>Application order: lower numbers apply first; the cards are sorted by it.</source>
        <translation>Orden de aplicación: los números más bajos se aplican primero; las tarjetas se ordenan por él.</translation>
    </message>
    <message>
        <source>On</source>
        <comment>a rule card&apos;s check box: the rule is switched on</comment>
        <translation>Activa</translation>
    </message>
    <message>
        <source>Enabled: untick to switch this rule off without deleting it</source>
        <translation>Activa: desmarca para desactivar esta regla sin eliminarla</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activada</translation>
    </message>
    <message>
        <source>Show this rule as raw JSON</source>
        <translation>Mostrar esta regla como JSON sin procesar</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>JSON sin procesar</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Duplicate this rule (Ctrl+D)</source>
        <translation>Duplicar esta regla (Ctrl+D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Delete this rule (Ctrl+Shift+Delete; Ctrl+Z brings it back)</source>
        <translation>Eliminar esta regla (Ctrl+Shift+Delete; Ctrl+Z la recupera)</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Editar etiqueta</translation>
    </message>
    <message>
        <source>Change priority</source>
        <translation>Cambiar prioridad</translation>
    </message>
    <message>
        <source>Enable rule</source>
        <translation>Activar regla</translation>
    </message>
    <message>
        <source>Disable rule</source>
        <translation>Desactivar regla</translation>
    </message>
    <message>
        <source>Raw JSON text</source>
        <translation>Texto JSON sin procesar</translation>
    </message>
    <message>
        <source>Apply JSON</source>
        <translation>Aplicar JSON</translation>
    </message>
    <message>
        <source>Replace the rule with this JSON (Ctrl+Enter)</source>
        <translation>Reemplazar la regla por este JSON (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Revertir</translation>
    </message>
    <message>
        <source>Discard the changes to the text</source>
        <translation>Descartar los cambios del texto</translation>
    </message>
    <message>
        <source>Revert JSON</source>
        <translation>Revertir JSON</translation>
    </message>
    <message>
        <source>Must be a JSON object with a known &quot;type&quot;. Problems with the fields are allowed and shown on the card.</source>
        <translation>Debe ser un objeto JSON con un &quot;type&quot; conocido. Se permiten problemas en los campos y se muestran en la tarjeta.</translation>
    </message>
    <message>
        <source>This rule type is not supported: it is kept exactly as it is. You can delete it, but not edit it here.</source>
        <translation>Este tipo de regla no es compatible: se conserva tal cual. Puedes eliminarla, pero no editarla aquí.</translation>
    </message>
    <message>
        <source>{error}. Nothing was applied.</source>
        <translation>{error}. No se aplicó nada.</translation>
    </message>
    <message>
        <source>A rule must be a JSON object ({ … }). Nothing was applied.</source>
        <translation>Una regla debe ser un objeto JSON ({ … }). No se aplicó nada.</translation>
    </message>
    <message>
        <source>&quot;type&quot; must be one of {known} (got {got}). Nothing was applied.</source>
        <translation>&quot;type&quot; debe ser uno de {known} (se recibió {got}). No se aplicó nada.</translation>
    </message>
    <message>
        <source>Not supported: this app keeps this rule exactly as it is and does not run it.</source>
        <translation>No compatible: esta aplicación conserva esta regla tal cual y no la ejecuta.</translation>
    </message>
    <message>
        <source>This rule is not running: {where}{error}</source>
        <translation>Esta regla no se está ejecutando: {where}{error}</translation>
    </message>
    <message>
        <source>Inactive now: {reason}.</source>
        <translation>Inactiva ahora: {reason}.</translation>
    </message>
    <message>
        <source>Now {die} on this character: changed by {items}</source>
        <translation>Ahora {die} en este personaje: modificado por {items}</translation>
    </message>
    <message>
        <source>Now {die} on this character</source>
        <translation>Ahora {die} en este personaje</translation>
    </message>
    <message>
        <source>{label} ({type}) rule</source>
        <translation>Regla {label} ({type})</translation>
    </message>
    <message>
        <source>Expand this card</source>
        <translation>Expandir esta tarjeta</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>Expandir</translation>
    </message>
    <message>
        <source>+ Add Rule</source>
        <translation>+ Añadir regla</translation>
    </message>
    <message>
        <source>Add a rule or a template (Ctrl+N)</source>
        <translation>Añadir una regla o una plantilla (Ctrl+N)</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Añadir regla</translation>
    </message>
    <message>
        <source>× Close picker</source>
        <translation>× Cerrar selector</translation>
    </message>
    <message>
        <source>Expand all</source>
        <translation>Expandir todo</translation>
    </message>
    <message>
        <source>Expand every card</source>
        <translation>Expandir todas las tarjetas</translation>
    </message>
    <message>
        <source>Collapse all</source>
        <translation>Contraer todo</translation>
    </message>
    <message>
        <source>Collapse every card</source>
        <translation>Contraer todas las tarjetas</translation>
    </message>
    <message>
        <source>Enable all</source>
        <translation>Activar todo</translation>
    </message>
    <message>
        <source>Switch every rule on</source>
        <translation>Activar todas las reglas</translation>
    </message>
    <message>
        <source>Disable all</source>
        <translation>Desactivar todo</translation>
    </message>
    <message>
        <source>Switch every rule off</source>
        <translation>Desactivar todas las reglas</translation>
    </message>
    <message>
        <source>Show or hide the list of problems</source>
        <translation>Mostrar u ocultar la lista de problemas</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>No rules yet. Click + Add Rule (Ctrl+N) to pick a type or a template.</source>
        <translation>Aún no hay reglas. Haz clic en + Añadir regla (Ctrl+N) para elegir un tipo o una plantilla.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo the last edit in this window (Ctrl+Z)</source>
        <translation>Deshacer la última edición en esta ventana (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rehacer (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close and discard every edit made in this window (Esc)</source>
        <translation>Cerrar y descartar todas las ediciones hechas en esta ventana (Esc)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Apply the edits to the sheet as one undoable action (Ctrl+Enter)</source>
        <translation>Aplicar las ediciones a la hoja como una sola acción que se puede deshacer (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Duplicate rule</source>
        <translation>Duplicar regla</translation>
    </message>
    <message>
        <source>Delete rule</source>
        <translation>Eliminar regla</translation>
    </message>
    <message>
        <source>Undo {action} (Ctrl+Z)</source>
        <translation>Deshacer {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Redo {action} (Ctrl+Shift+Z)</source>
        <translation>Rehacer {action} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n regla</numerusform>
            <numerusform>%n reglas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>● %n unsaved changes</source>
        <translation>
            <numerusform>● %n cambio sin guardar</numerusform>
            <numerusform>● %n cambios sin guardar</numerusform>
        </translation>
    </message>
    <message>
        <source>OK (Ctrl+Enter) applies them to the sheet; Cancel (Esc) discards them</source>
        <translation>Aceptar (Ctrl+Enter) los aplica a la hoja; Cancelar (Esc) los descarta</translation>
    </message>
    <message>
        <source>Discard changes?</source>
        <translation>¿Descartar los cambios?</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n changes?</source>
        <translation>
            <numerusform>¿Descartar %n cambio?</numerusform>
            <numerusform>¿Descartar %n cambios?</numerusform>
        </translation>
    </message>
    <message>
        <source>The edits to the rules of {item} made in this window are lost. OK (Ctrl+Enter) applies them to the sheet instead.</source>
        <translation>Se perderán las ediciones de las reglas de {item} hechas en esta ventana. Aceptar (Ctrl+Enter) las aplica a la hoja en su lugar.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Seguir editando</translation>
    </message>
    <message>
        <source>A card&apos;s raw JSON cannot be applied; fix or revert it first.</source>
        <translation>El JSON sin procesar de una tarjeta no se puede aplicar; corrígelo o reviértelo primero.</translation>
    </message>
    <message>
        <source>Could not apply the rules: {message}</source>
        <translation>No se pudieron aplicar las reglas: {message}</translation>
    </message>
    <message>
        <source>All of these (AND)</source>
        <translation>Todas estas (Y)</translation>
    </message>
    <message>
        <source>holds when every row inside holds</source>
        <translation>se cumple cuando se cumple cada fila interior</translation>
    </message>
    <message>
        <source>Any of these (OR)</source>
        <translation>Alguna de estas (O)</translation>
    </message>
    <message>
        <source>holds when at least one row inside holds</source>
        <translation>se cumple cuando se cumple al menos una fila interior</translation>
    </message>
    <message>
        <source>Every row must hold. Leave empty to always apply.</source>
        <translation>Cada fila debe cumplirse. Déjalo vacío para aplicar siempre.</translation>
    </message>
    <message>
        <source>{name}: result</source>
        <translation>{name}: resultado</translation>
    </message>
    <message>
        <source>This condition is not an object, so it can only be edited in the card&apos;s raw JSON:
{json}</source>
        <translation>Esta condición no es un objeto, así que solo se puede editar en el JSON sin procesar de la tarjeta:
{json}</translation>
    </message>
    <message>
        <source>  Incomplete rows are not saved yet.</source>
        <translation>  Las filas incompletas aún no se guardan.</translation>
    </message>
    <message>
        <source>No conditions: always applies.</source>
        <translation>Sin condiciones: se aplica siempre.</translation>
    </message>
    <message>
        <source>✗ Invalid condition: {problem}</source>
        <translation>✗ Condición no válida: {problem}</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>no es un objeto</translation>
    </message>
    <message>
        <source>✓ Matches this character now.</source>
        <translation>✓ Coincide con este personaje ahora.</translation>
    </message>
    <message>
        <source>Not now ({reason}).</source>
        <translation>Ahora no ({reason}).</translation>
    </message>
    <message>
        <source>Not now: does not match this character now.</source>
        <translation>Ahora no: no coincide con este personaje ahora.</translation>
    </message>
    <message>
        <source>always</source>
        <comment>a condition that always holds</comment>
        <translation>siempre</translation>
    </message>
    <message>
        <source>invalid</source>
        <comment>a condition that cannot be read</comment>
        <translation>no válida</translation>
    </message>
    <message>
        <source>&lt;b&gt;NOT&lt;/b&gt; — holds when the rows inside do not all hold</source>
        <translation>&lt;b&gt;NO&lt;/b&gt; — se cumple cuando no se cumplen todas las filas interiores</translation>
    </message>
    <message>
        <source>{name}: group kind</source>
        <translation>{name}: tipo de grupo</translation>
    </message>
    <message>
        <source>&lt;b&gt;All of these (AND)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Todas estas (Y)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Remove this group</source>
        <translation>Quitar este grupo</translation>
    </message>
    <message>
        <source>{name}: remove group</source>
        <translation>{name}: quitar grupo</translation>
    </message>
    <message>
        <source>+ Add condition</source>
        <translation>+ Añadir condición</translation>
    </message>
    <message>
        <source>Add a row to this group</source>
        <translation>Añadir una fila a este grupo</translation>
    </message>
    <message>
        <source>{name}: add condition</source>
        <translation>{name}: añadir condición</translation>
    </message>
    <message>
        <source>+ Any of (OR)</source>
        <translation>+ Alguna de (O)</translation>
    </message>
    <message>
        <source>Add a group that holds when any row in it holds</source>
        <translation>Añadir un grupo que se cumple cuando se cumple alguna de sus filas</translation>
    </message>
    <message>
        <source>+ All of (AND)</source>
        <translation>+ Todas (Y)</translation>
    </message>
    <message>
        <source>Add a group that holds when every row holds</source>
        <translation>Añadir un grupo que se cumple cuando se cumple cada fila</translation>
    </message>
    <message>
        <source>+ NOT</source>
        <translation>+ NO</translation>
    </message>
    <message>
        <source>Add a group that holds when its rows do not</source>
        <translation>Añadir un grupo que se cumple cuando sus filas no se cumplen</translation>
    </message>
    <message>
        <source>⚠ {value} (not one of these)</source>
        <translation>⚠ {value} (no es ninguno de estos)</translation>
    </message>
    <message>
        <source>Its own timer</source>
        <translation>Su propio temporizador</translation>
    </message>
    <message>
        <source>the condition&apos;s built-in timer (character.md §12.3), or none</source>
        <translation>el temporizador integrado del estado (character.md §12.3), o ninguno</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>ends at the end of your turn, that many times from now (your End turns count down)</source>
        <translation>termina al final de tu turno, tantas veces a partir de ahora (tus fines de turno descuentan)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Asaltos</translation>
    </message>
    <message>
        <source>the same as turns for the engine: that many of your End turns</source>
        <translation>lo mismo que los turnos para el motor: esa cantidad de tus fines de turno</translation>
    </message>
    <message>
        <source>{n}th</source>
        <comment>an ordinal number: 4th, 11th, 12th</comment>
        <translation>{n}.º</translation>
    </message>
    <message>
        <source>{n}st</source>
        <comment>an ordinal number: 21st, 31st</comment>
        <translation>{n}.º</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <comment>an ordinal number: 2nd, 22nd</comment>
        <translation>{n}.º</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <comment>an ordinal number: 3rd, 23rd</comment>
        <translation>{n}.º</translation>
    </message>
    <message>
        <source>{field}: how long</source>
        <translation>{field}: duración</translation>
    </message>
    <message>
        <source>{field}: how many</source>
        <translation>{field}: cuántos</translation>
    </message>
    <message>
        <source>can only be edited in the raw JSON (not a duration object)</source>
        <translation>solo se puede editar en el JSON sin procesar (no es un objeto de duración)</translation>
    </message>
    <message>
        <source> (rounds {rounds} and turns {turns} are both set: the larger counts)</source>
        <translation> (asaltos {rounds} y turnos {turns} están ambos definidos: cuenta el mayor)</translation>
    </message>
    <message>
        <source>at your next End turn</source>
        <translation>en tu próximo fin de turno</translation>
    </message>
    <message>
        <source>at your {ordinal} End turn from now</source>
        <translation>en tu {ordinal} fin de turno a partir de ahora</translation>
    </message>
    <message>
        <source>The timer: it ends {ends}; the encounter&apos;s end clears it{both}.</source>
        <translation>El temporizador: termina {ends}; el final del encuentro lo borra{both}.</translation>
    </message>
    <message>
        <source>The timer: {timer}.</source>
        <translation>El temporizador: {timer}.</translation>
    </message>
    <message>
        <source>Unarmed Strike ({identifier}) · object</source>
        <translation>Ataque sin armas ({identifier}) · objeto</translation>
    </message>
    <message>
        <source>{hint}  No item of this character is called {name} now.</source>
        <translation>{hint}  Ningún objeto de este personaje se llama {name} ahora.</translation>
    </message>
    <message>
        <source>Choose item {item}</source>
        <translation>Elegir objeto {item}</translation>
    </message>
    <message>
        <source>holds for this character now</source>
        <translation>se cumple para este personaje ahora</translation>
    </message>
    <message>
        <source>not now: does not hold for this character now (not an error)</source>
        <translation>ahora no: no se cumple para este personaje ahora (no es un error)</translation>
    </message>
    <message>
        <source>incomplete: not saved yet</source>
        <translation>incompleta: aún no se guarda</translation>
    </message>
    <message>
        <source>not a valid condition</source>
        <translation>no es una condición válida</translation>
    </message>
    <message>
        <source>tag key, e.g. self or level</source>
        <translation>clave de etiqueta, p. ej. self o level</translation>
    </message>
    <message>
        <source>{name}: key</source>
        <translation>{name}: clave</translation>
    </message>
    <message>
        <source>{name}: operator</source>
        <translation>{name}: operador</translation>
    </message>
    <message>
        <source>{name}: value</source>
        <translation>{name}: valor</translation>
    </message>
    <message>
        <source>and</source>
        <comment>between a minimum and a maximum</comment>
        <translation>y</translation>
    </message>
    <message>
        <source>{name}: maximum</source>
        <translation>{name}: máximo</translation>
    </message>
    <message>
        <source>Remove this row</source>
        <translation>Quitar esta fila</translation>
    </message>
    <message>
        <source>{name}: remove row</source>
        <translation>{name}: quitar fila</translation>
    </message>
    <message>
        <source>needs a key</source>
        <translation>falta una clave</translation>
    </message>
    <message>
        <source>a key cannot start with $</source>
        <translation>una clave no puede empezar por $</translation>
    </message>
    <message>
        <source>needs a value</source>
        <translation>falta un valor</translation>
    </message>
    <message>
        <source>needs a number or a size</source>
        <translation>falta un número o un tamaño</translation>
    </message>
    <message>
        <source>needs a number</source>
        <translation>falta un número</translation>
    </message>
    <message>
        <source>Incomplete ({reason}): not saved yet</source>
        <translation>Incompleta ({reason}): aún no se guarda</translation>
    </message>
    <message>
        <source>value, e.g. raging</source>
        <translation>valor, p. ej. raging</translation>
    </message>
    <message>
        <source>values, separated by commas</source>
        <translation>valores, separados por comas</translation>
    </message>
    <message>
        <source>min</source>
        <comment>the smallest value</comment>
        <translation>mín</translation>
    </message>
    <message>
        <source>number</source>
        <translation>número</translation>
    </message>
    <message>
        <source>The rows cannot show this part; it is kept as it is. Edit it in the card&apos;s raw JSON.</source>
        <translation>Las filas no pueden mostrar esta parte; se conserva tal cual. Edítala en el JSON sin procesar de la tarjeta.</translation>
    </message>
    <message>
        <source>{name}: kept as JSON</source>
        <translation>{name}: conservado como JSON</translation>
    </message>
    <message>
        <source>JSON:</source>
        <translation>JSON:</translation>
    </message>
    <message>
        <source>Remove this part</source>
        <translation>Quitar esta parte</translation>
    </message>
    <message>
        <source>{name}: remove part</source>
        <translation>{name}: quitar parte</translation>
    </message>
    <message>
        <source>{item}: Rules Builder[*]</source>
        <translation>{item}: Constructor de reglas[*]</translation>
    </message>
    <message>
        <source>{item} is no longer on the sheet (another action removed it): OK cannot apply these rules.</source>
        <translation>{item} ya no está en la hoja (otra acción lo quitó): Aceptar no puede aplicar estas reglas.</translation>
    </message>
    <message>
        <source>Edit raw JSON</source>
        <translation>Editar JSON sin procesar</translation>
    </message>
    <message>
        <source>Add {type}</source>
        <translation>Añadir {type}</translation>
    </message>
    <message>
        <source>Add rules from a template</source>
        <translation>Añadir reglas desde una plantilla</translation>
    </message>
    <message>
        <source>Enable all rules</source>
        <translation>Activar todas las reglas</translation>
    </message>
    <message>
        <source>Disable all rules</source>
        <translation>Desactivar todas las reglas</translation>
    </message>
    <message>
        <source>Not used now: {reason}.</source>
        <translation>Sin uso ahora: {reason}.</translation>
    </message>
    <message>
        <source>Edit {field}</source>
        <translation>Editar {field}</translation>
    </message>
    <message>
        <source>type an identifier</source>
        <translation>escribe un identificador</translation>
    </message>
    <message>
        <source>Pool id: {id}</source>
        <translation>Id de la reserva: {id}</translation>
    </message>
    <message>
        <source>Pool id: {id} (from the label)</source>
        <translation>Id de la reserva: {id} (a partir de la etiqueta)</translation>
    </message>
    <message>
        <source>No label or identifier yet: other rules cannot find this pool.</source>
        <translation>Aún no hay etiqueta ni identificador: las demás reglas no pueden encontrar esta reserva.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>an empty number box</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>can only be edited in the raw JSON (not a list of words)</source>
        <translation>solo se puede editar en el JSON sin procesar (no es una lista de palabras)</translation>
    </message>
    <message>
        <source>can only be edited in the raw JSON (not a list of target tags)</source>
        <translation>solo se puede editar en el JSON sin procesar (no es una lista de etiquetas de objetivo)</translation>
    </message>
    <message>
        <source>e.g. 1d6 + @level</source>
        <translation>p. ej. 1d6 + @level</translation>
    </message>
    <message>
        <source>e.g. 2 or @key + 1</source>
        <translation>p. ej. 2 o @key + 1</translation>
    </message>
    <message>
        <source>preview</source>
        <translation>vista previa</translation>
    </message>
    <message>
        <source>Sample values:</source>
        <translation>Valores de ejemplo:</translation>
    </message>
    <message>
        <source>sample @{reference}</source>
        <translation>ejemplo @{reference}</translation>
    </message>
    <message>
        <source>✗ Required: a number or a formula.</source>
        <translation>✗ Obligatorio: un número o una fórmula.</translation>
    </message>
    <message>
        <source>   (with {values})</source>
        <translation>   (con {values})</translation>
    </message>
    <message>
        <source>another one: type it and press Enter (elvish, Blades …)</source>
        <translation>otro: escríbelo y pulsa Enter (elvish, Blades …)</translation>
    </message>
    <message>
        <source>{field}: add another</source>
        <translation>{field}: añadir otro</translation>
    </message>
    <message>
        <source>granted by this rule</source>
        <translation>otorgado por esta regla</translation>
    </message>
    <message>
        <source>Tick what it grants, or type another below (all: every armor or language).</source>
        <translation>Marca lo que otorga, o escribe otro abajo (all: todas las armaduras o idiomas).</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Plantillas</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add a rule&lt;/b&gt;</source>
        <translation>&lt;b&gt;Añadir una regla&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Type to filter, ↑ ↓ to move, Enter to add, Esc to close</source>
        <translation>Escribe para filtrar, ↑ ↓ para moverte, Enter para añadir, Esc para cerrar</translation>
    </message>
    <message>
        <source>Filter rule types</source>
        <translation>Filtrar tipos de regla</translation>
    </message>
    <message>
        <source>Rule types and templates</source>
        <translation>Tipos de regla y plantillas</translation>
    </message>
    <message>
        <source>No rule type matches. Clear the filter to see them all.</source>
        <translation>Ningún tipo de regla coincide. Borra el filtro para verlos todos.</translation>
    </message>
    <message>
        <source>{pool} — not a {kind} pool</source>
        <translation>{pool} — no es una reserva de tipo {kind}</translation>
    </message>
    <message>
        <source>{hint} No pools on this character yet: type the identifier of the pool.</source>
        <translation>{hint} Aún no hay reservas en este personaje: escribe el identificador de la reserva.</translation>
    </message>
    <message>
        <source>{pool}, {kind} pool, {scope} scope, on {item} (the one this item uses)</source>
        <translation>{pool}, reserva de tipo {kind}, alcance {scope}, en {item} (el que usa este objeto)</translation>
    </message>
    <message>
        <source>{pool}, {kind} pool, {scope} scope, on {item}</source>
        <translation>{pool}, reserva de tipo {kind}, alcance {scope}, en {item}</translation>
    </message>
    <message>
        <source>character</source>
        <comment>a pool&apos;s scope</comment>
        <translation>personaje</translation>
    </message>
    <message>
        <source>item</source>
        <comment>a pool&apos;s scope</comment>
        <translation>objeto</translation>
    </message>
    <message>
        <source>Choose pool {pool}</source>
        <translation>Elegir reserva {pool}</translation>
    </message>
    <message>
        <source>✓ No problems</source>
        <translation>✓ Sin problemas</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems: {summary}</source>
        <translation>Problemas: {summary}</translation>
    </message>
    <message>
        <source>+ Add recovery</source>
        <translation>+ Añadir recuperación</translation>
    </message>
    <message>
        <source>Add a recovery entry</source>
        <translation>Añadir una entrada de recuperación</translation>
    </message>
    <message>
        <source>add recovery</source>
        <translation>añadir recuperación</translation>
    </message>
    <message>
        <source>No recovery entries: nothing refills this pool by itself.</source>
        <translation>Sin entradas de recuperación: nada rellena esta reserva por sí solo.</translation>
    </message>
    <message>
        <source>+ Add refill</source>
        <translation>+ Añadir relleno</translation>
    </message>
    <message>
        <source>Add a refill entry</source>
        <translation>Añadir una entrada de relleno</translation>
    </message>
    <message>
        <source>add refill</source>
        <translation>añadir relleno</translation>
    </message>
    <message>
        <source>No refill entries: nothing refills this pool by itself.</source>
        <translation>Sin entradas de relleno: nada rellena esta reserva por sí solo.</translation>
    </message>
    <message>
        <source>{field} must be a list, got {value}; fix it in the raw JSON</source>
        <translation>{field} debe ser una lista, se recibió {value}; corrígelo en el JSON sin procesar</translation>
    </message>
    <message>
        <source>Add {field} entry</source>
        <translation>Añadir entrada de {field}</translation>
    </message>
    <message>
        <source>Remove {field} entry</source>
        <translation>Quitar entrada de {field}</translation>
    </message>
    <message>
        <source>Move {field} entry</source>
        <translation>Mover entrada de {field}</translation>
    </message>
    <message>
        <source>{name} trigger</source>
        <translation>{name}: desencadenante</translation>
    </message>
    <message>
        <source>{name} mode</source>
        <translation>{name}: modo</translation>
    </message>
    <message>
        <source>{name} value</source>
        <translation>{name}: valor</translation>
    </message>
    <message>
        <source>Condition: always</source>
        <translation>Condición: siempre</translation>
    </message>
    <message>
        <source>Show the condition checked when the trigger fires (the reference&apos;s “predicate” of this entry)</source>
        <translation>Mostrar la condición que se comprueba cuando salta el desencadenante (el «predicate» de la referencia para esta entrada)</translation>
    </message>
    <message>
        <source>{name} condition</source>
        <translation>Condición de {name}</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>{name} move up</source>
        <translation>{name}: subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>{name} move down</source>
        <translation>{name}: bajar</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>Quitar esta entrada</translation>
    </message>
    <message>
        <source>{name} remove</source>
        <translation>{name}: quitar</translation>
    </message>
    <message>
        <source>Condition: {condition}</source>
        <translation>Condición: {condition}</translation>
    </message>
    <message>
        <source>Condition: invalid</source>
        <translation>Condición: no válida</translation>
    </message>
    <message>
        <source>Checked when the trigger fires. Leave empty to always apply.</source>
        <translation>Se comprueba cuando salta el desencadenante. Déjalo vacío para aplicar siempre.</translation>
    </message>
    <message>
        <source>Edit refill condition</source>
        <translation>Editar condición de relleno</translation>
    </message>
    <message>
        <source>Edit trigger</source>
        <translation>Editar desencadenante</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>Editar modo</translation>
    </message>
    <message>
        <source>condition: {message}</source>
        <translation>condición: {message}</translation>
    </message>
    <message>
        <source>#{number}  {json}  (not an object: fix or remove it)</source>
        <translation>#{number}  {json}  (no es un objeto: corrígelo o quítalo)</translation>
    </message>
    <message>
        <source>{value} (unknown)</source>
        <translation>{value} (desconocido)</translation>
    </message>
    <message>
        <source>Not one this field knows: it does nothing. Uncheck it to remove it.</source>
        <translation>Este campo no lo reconoce: no hace nada. Desmárcalo para quitarlo.</translation>
    </message>
    <message>
        <source>⚠ {value} (not an event here)</source>
        <translation>⚠ {value} (no es un evento aquí)</translation>
    </message>
    <message>
        <source>{pool} ({id}) · {kind} pool · {item}</source>
        <translation>{pool} ({id}) · reserva de tipo {kind} · {item}</translation>
    </message>
    <message>
        <source>⚠ {value}: no such pool</source>
        <translation>⚠ {value}: no existe esa reserva</translation>
    </message>
    <message>
        <source>{hint} No pools on this character yet: add the pool first.</source>
        <translation>{hint} Aún no hay reservas en este personaje: añade primero la reserva.</translation>
    </message>
    <message>
        <source>no states</source>
        <translation>sin estados</translation>
    </message>
    <message>
        <source>{hint} No toggle effect on this character yet: type its identifier.</source>
        <translation>{hint} Aún no hay efectos conmutables en este personaje: escribe su identificador.</translation>
    </message>
    <message>
        <source>Choose toggle {toggle}</source>
        <translation>Elegir efecto conmutable {toggle}</translation>
    </message>
    <message>
        <source>Stored as upstream&apos;s message key {key}</source>
        <translation>Guardado como la clave de mensaje original {key}</translation>
    </message>
    <message>
        <source>The sheet asks this: upstream&apos;s message key, in our words (hover for the key). Type to ask something else.</source>
        <translation>La hoja pregunta esto: la clave de mensaje original, con nuestras palabras (pasa el cursor para ver la clave). Escribe para preguntar otra cosa.</translation>
    </message>
    <message>
        <source>{hint} Blank: switching it off asks nothing.</source>
        <translation>{hint} Vacío: desactivarlo no pregunta nada.</translation>
    </message>
    <message>
        <source>The sheet asks: “{question}”</source>
        <translation>La hoja pregunta: «{question}»</translation>
    </message>
    <message>
        <source>{hint} The sheet asks it as written.</source>
        <translation>{hint} La hoja lo pregunta tal como está escrito.</translation>
    </message>
    <message>
        <source> (the reference&apos;s “{value}”)</source>
        <translation> (el «{value}» de la referencia)</translation>
    </message>
    <message>
        <source>⚠ {value} (not valid)</source>
        <translation>⚠ {value} (no válido)</translation>
    </message>
    <message>
        <source>not one of the choices; pick one to fix it</source>
        <translation>no es una de las opciones; elige una para corregirlo</translation>
    </message>
    <message>
        <source>dice</source>
        <comment>a pool&apos;s kind: a dice pool</comment>
        <translation>dados</translation>
    </message>
    <message>
        <source>charge</source>
        <comment>a pool&apos;s kind: a charge pool</comment>
        <translation>cargas</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>There is no dice pool called {pool}.</source>
        <translation>No hay ninguna reserva de dados llamada {pool}.</translation>
    </message>
    <message>
        <source> · minimum face {face}</source>
        <translation> · cara mínima {face}</translation>
    </message>
    <message>
        <source>{die} · {count}/{max} · sum {sum}</source>
        <translation>{die} · {count}/{max} · suma {sum}</translation>
    </message>
    <message>
        <source>{pool} is inactive: {reason}.</source>
        <translation>{pool} está inactiva: {reason}.</translation>
    </message>
    <message>
        <source>Using &lt;b&gt;{item}&lt;/b&gt; — pick the dice to spend, or use it and keep the dice; Cancel leaves it unused. {note}</source>
        <translation>Usando &lt;b&gt;{item}&lt;/b&gt; — elige los dados que gastar, o úsalo y conserva los dados; Cancelar lo deja sin usar. {note}</translation>
    </message>
    <message>
        <source>Banked reduction: {bank}</source>
        <translation>Reducción acumulada: {bank}</translation>
    </message>
    <message>
        <source>Damage reduction waiting for the next damage taken (it expires at encounter end)</source>
        <translation>Reducción de daño a la espera del próximo daño recibido (caduca al final del encuentro)</translation>
    </message>
    <message>
        <source>{pool} is full ({count}/{max})</source>
        <translation>{pool} está llena ({count}/{max})</translation>
    </message>
    <message>
        <source>Roll one {die} into {pool}</source>
        <translation>Tirar un {die} en {pool}</translation>
    </message>
    <message>
        <source>Roll one die into {pool}</source>
        <translation>Tirar un dado en {pool}</translation>
    </message>
    <message>
        <source>Using {item} spends through its own feature; use it without spending to pick another.</source>
        <translation>Usar {item} gasta mediante su propio rasgo; úsalo sin gastar para elegir otro.</translation>
    </message>
    <message>
        <source>{reason}: a spend through {feature} uses it</source>
        <translation>{reason}: un gasto mediante {feature} lo usa</translation>
    </message>
    <message>
        <source>No feature spends these dice right now; they can still be edited.</source>
        <translation>Ningún rasgo gasta estos dados ahora; aún se pueden editar.</translation>
    </message>
    <message>
        <source>{feature}: not now ({reason})</source>
        <translation>{feature}: ahora no ({reason})</translation>
    </message>
    <message>
        <source>Choose a feature below first: it decides which dice may be picked.</source>
        <translation>Elige primero un rasgo abajo: decide qué dados se pueden elegir.</translation>
    </message>
    <message>
        <source>Die {number} already shows its top face ({top}): nothing to raise.</source>
        <translation>El dado {number} ya muestra su cara máxima ({top}): nada que aumentar.</translation>
    </message>
    <message>
        <source>Already at its top face ({top}): {feature} cannot raise it</source>
        <translation>Ya está en su cara máxima ({top}): {feature} no puede aumentarlo</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Maximizar</translation>
    </message>
    <message>
        <source>Picked {count} of at most {cap} · dice at their top face cannot be raised</source>
        <translation>{count} elegidos de {cap} como máximo · los dados en su cara máxima no se pueden aumentar</translation>
    </message>
    <message>
        <source>Spend {count}</source>
        <translation>Gastar {count}</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Gastar</translation>
    </message>
    <message numerus="yes">
        <source> · pick at least %n dice</source>
        <translation>
            <numerusform> · elige al menos %n dado</numerusform>
            <numerusform> · elige al menos %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Picked {count} · sum {sum}</source>
        <translation>{count} elegidos · suma {sum}</translation>
    </message>
    <message>
        <source>Use {item} and spend the picked dice as one action</source>
        <translation>Usar {item} y gastar los dados elegidos como una sola acción</translation>
    </message>
    <message>
        <source>Spend the picked dice (Enter)</source>
        <translation>Gastar los dados elegidos (Enter)</translation>
    </message>
    <message>
        <source>Not now: {reason}.</source>
        <translation>Ahora no: {reason}.</translation>
    </message>
    <message>
        <source>Use {item} and spend none of these dice (what the item itself costs, such as a charge, is still paid)</source>
        <translation>Usar {item} sin gastar ninguno de estos dados (lo que cuesta el propio objeto, como una carga, se paga igualmente)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Undo {action} (Ctrl+Z)</source>
        <translation>Deshacer {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message numerus="yes">
        <source>Pick at least %n dice first.</source>
        <translation>
            <numerusform>Elige primero al menos %n dado.</numerusform>
            <numerusform>Elige primero al menos %n dados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit die {number} of {count} ({die}):</source>
        <translation>Editar el dado {number} de {count} ({die}):</translation>
    </message>
    <message>
        <source>Face of die {number}</source>
        <translation>Cara del dado {number}</translation>
    </message>
    <message>
        <source>Set die {number} by hand: 1 to {top} (no minimum face)</source>
        <translation>Fijar el dado {number} a mano: de 1 a {top} (sin cara mínima)</translation>
    </message>
    <message>
        <source>Roll die {number} again (R)</source>
        <translation>Volver a tirar el dado {number} (R)</translation>
    </message>
    <message>
        <source>Discard die {number} (Delete)</source>
        <translation>Descartar el dado {number} (Delete)</translation>
    </message>
    <message>
        <source>Roll one in</source>
        <translation>Tirar un dado</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Repetir tirada</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Effect preview</source>
        <translation>Vista previa del efecto</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Use, keep the dice</source>
        <translation>Usar, conservar los dados</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Use a feature</source>
        <translation>Usar un rasgo</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refused:&lt;/b&gt; {reason} — nothing changed.</source>
        <translation>&lt;b&gt;Rechazado:&lt;/b&gt; {reason} — no ha cambiado nada.</translation>
    </message>
    <message>
        <source>{pool} die {number}: {face} of {top}</source>
        <translation>{pool} dado {number}: {face} de {top}</translation>
    </message>
    <message>
        <source>Die {number}: {face} of {top}</source>
        <translation>Dado {number}: {face} de {top}</translation>
    </message>
    <message>
        <source>Click or press {number} to unpick it</source>
        <translation>Haz clic o pulsa {number} para deseleccionarlo</translation>
    </message>
    <message>
        <source>Click or press {number} to pick it</source>
        <translation>Haz clic o pulsa {number} para elegirlo</translation>
    </message>
    <message>
        <source>picked</source>
        <comment>a die picked to spend</comment>
        <translation>elegido</translation>
    </message>
    <message>
        <source>no effect formula: the picked dice are only removed</source>
        <translation>sin fórmula de efecto: los dados elegidos solo se quitan</translation>
    </message>
    <message>
        <source>Effect formula: {formula}</source>
        <translation>Fórmula de efecto: {formula}</translation>
    </message>
    <message>
        <source>+ ({formula}) from {source}</source>
        <translation>+ ({formula}) de {source}</translation>
    </message>
    <message>
        <source>Extra damage</source>
        <translation>Daño adicional</translation>
    </message>
    <message>
        <source>, not now: {reason}</source>
        <translation>, ahora no: {reason}</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>{count:,} items, more than the limit of {limit:,} items</source>
        <translation>{count:,} objetos, más que el límite de {limit:,} objetos</translation>
    </message>
    <message>
        <source>{count:,} rules, more than the limit of {limit:,} rules per item</source>
        <translation>{count:,} reglas, más que el límite de {limit:,} reglas por objeto</translation>
    </message>
    <message>
        <source>{count:,} saved pools, more than the limit of {limit:,}</source>
        <translation>{count:,} reservas guardadas, más que el límite de {limit:,}</translation>
    </message>
    <message>
        <source>would be {value:,}; it must stay within ±{limit:,}</source>
        <translation>sería {value:,}; debe mantenerse dentro de ±{limit:,}</translation>
    </message>
    <message>
        <source>would be {value:,}; it must stay within 0..{limit:,}</source>
        <translation>sería {value:,}; debe mantenerse dentro de 0..{limit:,}</translation>
    </message>
    <message>
        <source>a character document must be a JSON object, got {kind}</source>
        <translation>un documento de personaje debe ser un objeto JSON, se recibió {kind}</translation>
    </message>
    <message>
        <source>is required (&quot;sheet/1&quot;)</source>
        <translation>es obligatorio (&quot;sheet/1&quot;)</translation>
    </message>
    <message>
        <source>{format} is newer than this app understands (it reads sheet/0 and sheet/1)</source>
        <translation>{format} es más reciente de lo que esta aplicación entiende (lee sheet/0 y sheet/1)</translation>
    </message>
    <message>
        <source>{format} is not a character document (expected &quot;sheet/1&quot;)</source>
        <translation>{format} no es un documento de personaje (se esperaba &quot;sheet/1&quot;)</translation>
    </message>
    <message>
        <source>the document holds {problem}</source>
        <translation>el documento contiene {problem}</translation>
    </message>
    <message>
        <source>{id} is already used by items[{index}]</source>
        <translation>{id} ya lo usa items[{index}]</translation>
    </message>
    <message>
        <source>must be a list of whole numbers</source>
        <translation>debe ser una lista de números enteros</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>debe ser un número entero</translation>
    </message>
    <message>
        <source>attribute access is not allowed</source>
        <translation>no se permite el acceso a atributos</translation>
    </message>
    <message>
        <source>indexing is not allowed</source>
        <translation>no se permite la indexación</translation>
    </message>
    <message>
        <source>slices are not allowed</source>
        <translation>no se permiten los segmentos (slices)</translation>
    </message>
    <message>
        <source>lists are not allowed</source>
        <translation>no se permiten las listas</translation>
    </message>
    <message>
        <source>tuples are not allowed</source>
        <translation>no se permiten las tuplas</translation>
    </message>
    <message>
        <source>sets are not allowed</source>
        <translation>no se permiten los conjuntos</translation>
    </message>
    <message>
        <source>dictionaries are not allowed</source>
        <translation>no se permiten los diccionarios</translation>
    </message>
    <message>
        <source>comparisons are not allowed</source>
        <translation>no se permiten las comparaciones</translation>
    </message>
    <message>
        <source>&apos;and&apos; / &apos;or&apos; are not allowed</source>
        <translation>no se permiten &apos;and&apos; / &apos;or&apos;</translation>
    </message>
    <message>
        <source>&apos;if ... else&apos; is not allowed</source>
        <translation>no se permite &apos;if ... else&apos;</translation>
    </message>
    <message>
        <source>lambdas are not allowed</source>
        <translation>no se permiten las lambdas</translation>
    </message>
    <message>
        <source>&apos;*&apos; unpacking is not allowed</source>
        <translation>no se permite el desempaquetado con &apos;*&apos;</translation>
    </message>
    <message>
        <source>&apos;:=&apos; is not allowed</source>
        <translation>no se permite &apos;:=&apos;</translation>
    </message>
    <message>
        <source>strings are not allowed</source>
        <translation>no se permiten las cadenas de texto</translation>
    </message>
    <message>
        <source>comprehensions are not allowed</source>
        <translation>no se permiten las comprensiones</translation>
    </message>
    <message>
        <source>a formula must be text, not {kind}</source>
        <translation>una fórmula debe ser texto, no {kind}</translation>
    </message>
    <message>
        <source>formula is too long ({length:,} characters; the limit is {limit:,})</source>
        <translation>la fórmula es demasiado larga ({length:,} caracteres; el límite es {limit:,})</translation>
    </message>
    <message>
        <source>empty formula</source>
        <translation>fórmula vacía</translation>
    </message>
    <message>
        <source>unexpected character {character}</source>
        <translation>carácter inesperado {character}</translation>
    </message>
    <message>
        <source>only decimal numbers are allowed</source>
        <translation>solo se permiten números decimales</translation>
    </message>
    <message>
        <source>dice modifiers are not supported: {modifier}</source>
        <translation>no se admiten modificadores de dados: {modifier}</translation>
    </message>
    <message>
        <source>&apos;@&apos; must be followed by a reference name that starts with a letter</source>
        <translation>&apos;@&apos; debe ir seguido de un nombre de referencia que empiece por una letra</translation>
    </message>
    <message>
        <source>cannot read the formula: {error}</source>
        <translation>no se puede leer la fórmula: {error}</translation>
    </message>
    <message>
        <source>formula is nested too deeply</source>
        <translation>la fórmula está anidada demasiado profundamente</translation>
    </message>
    <message>
        <source>{term} rolls no dice</source>
        <translation>{term} no tira ningún dado</translation>
    </message>
    <message>
        <source>too many dice in {term} (the limit is {limit})</source>
        <translation>demasiados dados en {term} (el límite es {limit})</translation>
    </message>
    <message>
        <source>{term} has dice with no faces</source>
        <translation>{term} tiene dados sin caras</translation>
    </message>
    <message>
        <source>too many faces in {term} (the limit is {limit:,})</source>
        <translation>demasiadas caras en {term} (el límite es {limit:,})</translation>
    </message>
    <message>
        <source>cannot read the formula: a number runs into a word ({glued})</source>
        <translation>no se puede leer la fórmula: un número va pegado a una palabra ({glued})</translation>
    </message>
    <message>
        <source>formula is too long (more than {limit} parts)</source>
        <translation>la fórmula es demasiado larga (más de {limit} partes)</translation>
    </message>
    <message>
        <source>formula is nested too deeply (more than {limit} levels)</source>
        <translation>la fórmula está anidada demasiado profundamente (más de {limit} niveles)</translation>
    </message>
    <message>
        <source>operator {operator} is not allowed</source>
        <translation>no se permite el operador {operator}</translation>
    </message>
    <message>
        <source>{name} must be called, like {name}(...)</source>
        <translation>{name} debe llamarse, como {name}(...)</translation>
    </message>
    <message>
        <source>names are not allowed: {name} (references start with @)</source>
        <translation>no se permiten nombres: {name} (las referencias empiezan por @)</translation>
    </message>
    <message>
        <source>this is not allowed in a formula: {what}</source>
        <translation>esto no se permite en una fórmula: {what}</translation>
    </message>
    <message>
        <source>{value} is not allowed</source>
        <translation>no se permite {value}</translation>
    </message>
    <message>
        <source>imaginary numbers are not allowed</source>
        <translation>no se permiten los números imaginarios</translation>
    </message>
    <message>
        <source>a number is too large (the limit is {limit:,})</source>
        <translation>un número es demasiado grande (el límite es {limit:,})</translation>
    </message>
    <message>
        <source>only min, max, floor, ceil, round and abs can be called</source>
        <translation>solo se pueden llamar min, max, floor, ceil, round y abs</translation>
    </message>
    <message>
        <source>@{name} is a reference, not a function</source>
        <translation>@{name} es una referencia, no una función</translation>
    </message>
    <message>
        <source>unknown function {name}</source>
        <translation>función desconocida {name}</translation>
    </message>
    <message>
        <source>{name} does not take keyword arguments</source>
        <translation>{name} no admite argumentos con nombre</translation>
    </message>
    <message>
        <source>{name} takes exactly 1 argument, not {count}</source>
        <translation>{name} admite exactamente 1 argumento, no {count}</translation>
    </message>
    <message>
        <source>{name} needs at least {least} arguments</source>
        <translation>{name} necesita al menos {least} argumentos</translation>
    </message>
    <message>
        <source>the result is not a number (NaN)</source>
        <translation>el resultado no es un número (NaN)</translation>
    </message>
    <message>
        <source>the result is infinite</source>
        <translation>el resultado es infinito</translation>
    </message>
    <message>
        <source>a value is too large (the limit is {limit:,})</source>
        <translation>un valor es demasiado grande (el límite es {limit:,})</translation>
    </message>
    <message>
        <source>the result is not a real number</source>
        <translation>el resultado no es un número real</translation>
    </message>
    <message>
        <source>the result is not a number: {value}</source>
        <translation>el resultado no es un número: {value}</translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation>división por cero</translation>
    </message>
    <message>
        <source>division by zero (0 raised to a negative power)</source>
        <translation>división por cero (0 elevado a una potencia negativa)</translation>
    </message>
    <message>
        <source>a negative number cannot be raised to a fractional power</source>
        <translation>un número negativo no se puede elevar a una potencia fraccionaria</translation>
    </message>
    <message>
        <source>cannot compute a power: {error}</source>
        <translation>no se puede calcular una potencia: {error}</translation>
    </message>
    <message>
        <source>cannot evaluate the formula: {error}</source>
        <translation>no se puede evaluar la fórmula: {error}</translation>
    </message>
    <message>
        <source>cannot evaluate the formula</source>
        <translation>no se puede evaluar la fórmula</translation>
    </message>
    <message>
        <source>references must be a mapping, not {kind}</source>
        <translation>las referencias deben ser un diccionario (mapping), no {kind}</translation>
    </message>
    <message>
        <source>@{name} is not a number: {value}</source>
        <translation>@{name} no es un número: {value}</translation>
    </message>
    <message>
        <source>@{name} must be a finite number within the limit, not {value}</source>
        <translation>@{name} debe ser un número finito dentro del límite, no {value}</translation>
    </message>
    <message>
        <source>dice are not allowed in this field</source>
        <translation>no se permiten dados en este campo</translation>
    </message>
    <message>
        <source>this formula rolls dice but no dice roller was given</source>
        <translation>esta fórmula tira dados pero no se proporcionó ningún tirador de dados</translation>
    </message>
    <message>
        <source>the dice roller failed</source>
        <translation>el tirador de dados falló</translation>
    </message>
    <message>
        <source>the dice roller gave {faces} for {count}d{sides}</source>
        <translation>el tirador de dados dio {faces} para {count}d{sides}</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FUE</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>DES</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <source>WIL</source>
        <translation>VOL</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>CLAVE</translation>
    </message>
    <message>
        <source>level</source>
        <translation>nivel</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>max HP</source>
        <translation>PG máx.</translation>
    </message>
    <message>
        <source>wounds</source>
        <translation>heridas</translation>
    </message>
    <message>
        <source>max wounds</source>
        <translation>heridas máx.</translation>
    </message>
    <message>
        <source>mana</source>
        <translation>maná</translation>
    </message>
    <message>
        <source>max mana</source>
        <translation>maná máx.</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>walk speed</source>
        <translation>velocidad al caminar</translation>
    </message>
    <message>
        <source>fly speed</source>
        <translation>velocidad de vuelo</translation>
    </message>
    <message>
        <source>climb speed</source>
        <translation>velocidad de escalada</translation>
    </message>
    <message>
        <source>swim speed</source>
        <translation>velocidad de nado</translation>
    </message>
    <message>
        <source>burrow speed</source>
        <translation>velocidad de excavación</translation>
    </message>
    <message>
        <source> at {path}</source>
        <comment>where in a document: a number beyond ±10^15 at items[2].hp</comment>
        <translation> en {path}</translation>
    </message>
    <message>
        <source>text with an unpaired surrogate (not valid Unicode){at}</source>
        <translation>texto con un sustituto (surrogate) sin pareja (Unicode no válido){at}</translation>
    </message>
    <message>
        <source>a number beyond ±10^15{at}</source>
        <translation>un número más allá de ±10^15{at}</translation>
    </message>
    <message>
        <source>NaN or Infinity, which JSON does not have{at}</source>
        <translation>NaN o Infinity, que JSON no tiene{at}</translation>
    </message>
    <message>
        <source>objects or lists nested more than {limit} deep{at}</source>
        <translation>objetos o listas anidados a más de {limit} niveles{at}</translation>
    </message>
    <message>
        <source>a key that is not text{at}</source>
        <translation>una clave que no es texto{at}</translation>
    </message>
    <message>
        <source>a key with an unpaired surrogate (not valid Unicode){at}</source>
        <translation>una clave con un sustituto (surrogate) sin pareja (Unicode no válido){at}</translation>
    </message>
    <message>
        <source>a {kind}, which is not a JSON value{at}</source>
        <translation>un {kind}, que no es un valor JSON{at}</translation>
    </message>
    <message>
        <source>{name} is not a JSON value</source>
        <translation>{name} no es un valor JSON</translation>
    </message>
    <message>
        <source>not valid JSON: {error} (line {line}, column {column})</source>
        <translation>JSON no válido: {error} (línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>not usable: objects or lists nested more than {limit} deep</source>
        <translation>no utilizable: objetos o listas anidados a más de {limit} niveles</translation>
    </message>
    <message>
        <source>not usable JSON: {error}</source>
        <translation>JSON no utilizable: {error}</translation>
    </message>
    <message>
        <source>not usable: it holds {problem}</source>
        <translation>no utilizable: contiene {problem}</translation>
    </message>
    <message>
        <source>rule {number} ({type})</source>
        <translation>regla {number} ({type})</translation>
    </message>
    <message>
        <source>{where}: {severity}: {message}</source>
        <translation>{where}: {severity}: {message}</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}: {message}</translation>
    </message>
    <message>
        <source>error</source>
        <comment>the severity of a problem</comment>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <comment>the severity of a problem</comment>
        <translation>advertencia</translation>
    </message>
    <message>
        <source>dice are not allowed in this field (it must give the same value every time)</source>
        <translation>no se permiten dados en este campo (debe dar el mismo valor cada vez)</translation>
    </message>
    <message>
        <source>@{name} only has a value in effect and append formulas; here it is 0</source>
        <translation>@{name} solo tiene valor en las fórmulas de efecto y de añadido; aquí vale 0</translation>
    </message>
    <message>
        <source>@{name} only has a value in refill and recovery values; here it is 0</source>
        <translation>@{name} solo tiene valor en los valores de recarga y de recuperación; aquí vale 0</translation>
    </message>
    <message>
        <source>unknown reference @{name}: did you mean @{near}? (it counts as 0)</source>
        <translation>referencia desconocida @{name}: ¿querías decir @{near}? (cuenta como 0)</translation>
    </message>
    <message>
        <source>unknown reference @{name} (it counts as 0)</source>
        <translation>referencia desconocida @{name} (cuenta como 0)</translation>
    </message>
    <message>
        <source>invalid condition: {error}</source>
        <translation>condición no válida: {error}</translation>
    </message>
    <message>
        <source>condition: {problem}</source>
        <translation>condición: {problem}</translation>
    </message>
    <message>
        <source>initiative formula {formula}: {problem}</source>
        <translation>fórmula de iniciativa {formula}: {problem}</translation>
    </message>
    <message>
        <source>unknown hit die size {size} (use 4, 6, 8, 10, 12 or 20); the character has no hit dice by default</source>
        <translation>tamaño de Dado de Golpe desconocido {size} (usa 4, 6, 8, 10, 12 o 20); el personaje no tiene Dados de Golpe por defecto</translation>
    </message>
    <message>
        <source>is required (a number or formula)</source>
        <translation>es obligatorio (un número o una fórmula)</translation>
    </message>
    <message>
        <source>no effect formula: spending dice only removes them (the rules reference: a consume spend needs an effect formula, such as @sum, to be worth showing)</source>
        <translation>no hay fórmula de efecto: gastar dados solo los quita (referencia de reglas: un gasto necesita una fórmula de efecto, como @sum, para que valga la pena mostrarlo)</translation>
    </message>
    <message>
        <source>no append formula: this rule changes nothing</source>
        <translation>no hay fórmula de añadido: esta regla no cambia nada</translation>
    </message>
    <message>
        <source>no pool chosen: pick the {kind} this rule modifies</source>
        <translation>no se eligió ninguna reserva: elige la {kind} que modifica esta regla</translation>
    </message>
    <message>
        <source>modifies no pool: there is no {kind} {pool}</source>
        <translation>no modifica ninguna reserva: no hay ninguna {kind} {pool}</translation>
    </message>
    <message>
        <source>no pool chosen: pick the dice pool whose gains this message reports</source>
        <translation>no se eligió ninguna reserva: elige la reserva de dados cuyas ganancias informa este mensaje</translation>
    </message>
    <message>
        <source>there is no dice pool {pool}</source>
        <translation>no hay ninguna reserva de dados {pool}</translation>
    </message>
    <message>
        <source>no pool chosen: pick the dice pool whose consumers this rule changes</source>
        <translation>no se eligió ninguna reserva: elige la reserva de dados cuyos consumidores cambia esta regla</translation>
    </message>
    <message>
        <source>modifies no consumer: no dice consumer with an effect formula spends {scope} pool {pool} for {effect}</source>
        <translation>no modifica ningún consumidor: ningún consumidor de dados con fórmula de efecto gasta la reserva {scope} {pool} para {effect}</translation>
    </message>
    <message>
        <source>modifies no consumer: no dice consumer with an effect formula spends {scope} pool {pool}</source>
        <translation>no modifica ningún consumidor: ningún consumidor de dados con fórmula de efecto gasta la reserva {scope} {pool}</translation>
    </message>
    <message>
        <source>its condition reads the {tags} tag: a Stat Bonus sees the base stats, before any Stat Bonus (character.md §10.1)</source>
        <translation>su condición lee la etiqueta {tags}: un Bono de Atributo ve los atributos base, antes de cualquier Bono de Atributo (character.md §10.1)</translation>
    </message>
    <message>
        <source>reads {names}, worked out in this rule&apos;s step or after it: it sees the base value, not the final one (character.md §10.1)</source>
        <translation>lee {names}, calculado en el paso de esta regla o después: ve el valor base, no el final (character.md §10.1)</translation>
    </message>
    <message>
        <source>asks the player to choose a save (Chosen save): until then it does nothing</source>
        <translation>pide al jugador que elija una salvación (Salvación elegida): hasta entonces no hace nada</translation>
    </message>
    <message>
        <source>turns no state on: add a tag such as self:raging</source>
        <translation>no activa ningún estado: añade una etiqueta como self:raging</translation>
    </message>
    <message>
        <source>unknown event {event}: it never ends the toggle (one of {events})</source>
        <translation>evento desconocido {event}: nunca termina el efecto conmutable (uno de {events})</translation>
    </message>
    <message>
        <source>names no pool: there is no pool {pool} to empty (the toggle still works)</source>
        <translation>no nombra ninguna reserva: no hay ninguna reserva {pool} que vaciar (el efecto conmutable sigue funcionando)</translation>
    </message>
    <message>
        <source>modifies no toggle: there is no toggle effect {toggle} (toggles here: {toggles})</source>
        <translation>no modifica ningún efecto conmutable: no hay ningún efecto conmutable {toggle} (efectos conmutables aquí: {toggles})</translation>
    </message>
    <message>
        <source>modifies no toggle: there is no toggle effect {toggle}</source>
        <translation>no modifica ningún efecto conmutable: no hay ningún efecto conmutable {toggle}</translation>
    </message>
    <message>
        <source>unknown event {event}: it does nothing here (one of {events})</source>
        <translation>evento desconocido {event}: aquí no hace nada (uno de {events})</translation>
    </message>
    <message>
        <source>max is {max}; a dice pool holds at most {limit} dice, so it is clamped to {limit}</source>
        <translation>el máximo es {max}; una reserva de dados contiene como mucho {limit} dados, así que se limita a {limit}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} y {last}</translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} y %n más</numerusform>
            <numerusform>{names} y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>ambiguous: pool {pool} is defined by {count} other items ({names}); this refers to the first, {first}&apos;s</source>
        <translation>ambiguo: la reserva {pool} está definida por {count} objetos más ({names}); esto se refiere a la primera, la de {first}</translation>
    </message>
    <message>
        <source>no pool chosen: pick the {kind} this spends</source>
        <translation>no se eligió ninguna reserva: elige la {kind} que gasta esto</translation>
    </message>
    <message>
        <source>{pool} is a {actual}, not a {kind}</source>
        <translation>{pool} es una {actual}, no una {kind}</translation>
    </message>
    <message>
        <source>there is no {kind} {pool} in this scope (there is an actor-scoped one: set the scope to actor)</source>
        <translation>no hay ninguna {kind} {pool} en este alcance (hay una con alcance de actor: pon el alcance en actor)</translation>
    </message>
    <message>
        <source>there is no {kind} {pool} in this scope (there is an item-scoped one: set the scope to item)</source>
        <translation>no hay ninguna {kind} {pool} en este alcance (hay una con alcance de objeto: pon el alcance en objeto)</translation>
    </message>
    <message>
        <source>no {kind} {pool} in this file; another item must define it</source>
        <translation>no hay ninguna {kind} {pool} en este archivo; otro objeto debe definirla</translation>
    </message>
    <message>
        <source>there is no {kind} {pool}</source>
        <translation>no hay ninguna {kind} {pool}</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins item names: Rage and Fury</comment>
        <translation> y </translation>
    </message>
    <message numerus="yes">
        <source>pool {pool} is defined %n times ({where}); the last one wins</source>
        <translation>
            <numerusform>la reserva {pool} está definida %n vez ({where}); gana la última</numerusform>
            <numerusform>la reserva {pool} está definida %n veces ({where}); gana la última</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pool {pool} is defined %n times; the last one wins</source>
        <translation>
            <numerusform>la reserva {pool} está definida %n vez; gana la última</numerusform>
            <numerusform>la reserva {pool} está definida %n veces; gana la última</numerusform>
        </translation>
    </message>
    <message>
        <source>saved state for pool {pool}, which no rule defines (kept; shown as inactive)</source>
        <translation>estado guardado para la reserva {pool}, que ninguna regla define (se conserva; se muestra como inactivo)</translation>
    </message>
    <message>
        <source>offers neither advantage nor damage: no pick can choose it</source>
        <translation>no ofrece ni ventaja ni daño: ninguna elección puede escogerlo</translation>
    </message>
    <message>
        <source>d{size} is no hit die size (0 for the class&apos;s, or 4, 6, 8, 10, 12, 20); the rule does nothing</source>
        <translation>d{size} no es un tamaño de Dado de Golpe (0 para el de la clase, o 4, 6, 8, 10, 12, 20); la regla no hace nada</translation>
    </message>
    <message>
        <source>grants nothing: list the proficiencies it grants</source>
        <translation>no otorga nada: enumera las competencias que otorga</translation>
    </message>
    <message>
        <source>gives actions to others: the engine tracks only this character&apos;s, so it is a line in the log</source>
        <translation>da acciones a otros: el motor solo controla las de este personaje, así que es una línea del registro</translation>
    </message>
    <message>
        <source>applies to items: the reactions listed are ignored</source>
        <translation>se aplica a objetos: se ignoran las reacciones indicadas</translation>
    </message>
    <message>
        <source>applies to heroic reactions: the item filters are ignored</source>
        <translation>se aplica a reacciones heroicas: se ignoran los filtros de objetos</translation>
    </message>
    <message>
        <source>a target condition reads the target&apos;s tags: a self: tag never matches</source>
        <translation>una condición de objetivo lee las etiquetas del objetivo: una etiqueta self: nunca coincide</translation>
    </message>
    <message>
        <source>reads tags other than target:&lt;tag&gt;: the attack names only the target&apos;s (targetTags)</source>
        <translation>lee etiquetas distintas de target:&lt;tag&gt;: el ataque solo nombra las del objetivo (targetTags)</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>No se encontraron problemas.</translation>
    </message>
    <message>
        <source>{errors}, {warnings}.</source>
        <comment>a problem count: 1 error, 2 warnings.</comment>
        <translation>{errors}, {warnings}.</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>lists no stat: tick the stats it applies to (or All)</source>
        <translation>no indica ningún atributo: marca los atributos a los que se aplica (o Todos)</translation>
    </message>
    <message>
        <source>lists no skill: tick the skills it applies to (or All)</source>
        <translation>no indica ninguna habilidad: marca las habilidades a las que se aplica (o Todas)</translation>
    </message>
    <message>
        <source>lists no save: tick the saves it applies to (or All)</source>
        <translation>no indica ninguna salvación: marca las salvaciones a las que se aplica (o Todas)</translation>
    </message>
    <message>
        <source>is blank: it adds 0, so the rule changes nothing</source>
        <translation>está vacío: suma 0, así que la regla no cambia nada</translation>
    </message>
    <message>
        <source>adjusts the mode by 0: the rule changes nothing</source>
        <translation>ajusta el modo en 0: la regla no cambia nada</translation>
    </message>
    <message>
        <source>a mode of {value} counts as {counted}: a mode stays within -{limit}..{limit}</source>
        <translation>un modo de {value} cuenta como {counted}: un modo se mantiene dentro de -{limit}..{limit}</translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <comment>whose pool: Rage&apos;s</comment>
        <translation>la de {name}</translation>
    </message>
    <message>
        <source>this item&apos;s pools are {mine}; {pool} is {theirs} (set the pool to {first} to spend this item&apos;s own)</source>
        <translation>las reservas de este objeto son {mine}; {pool} es {theirs} (pon la reserva en {first} para gastar la de este objeto)</translation>
    </message>
    <message>
        <source>this item&apos;s pool is {mine}; {pool} is {theirs} (set the pool to {first} to spend this item&apos;s own)</source>
        <translation>la reserva de este objeto es {mine}; {pool} es {theirs} (pon la reserva en {first} para gastar la de este objeto)</translation>
    </message>
    <message>
        <source>dice pool</source>
        <translation>reserva de dados</translation>
    </message>
    <message>
        <source>charge pool</source>
        <translation>reserva de cargas</translation>
    </message>
    <message>
        <source>{kind} pool</source>
        <translation>reserva de {kind}</translation>
    </message>
    <message>
        <source>no rule defines this pool</source>
        <translation>ninguna regla define esta reserva</translation>
    </message>
    <message>
        <source>its max formula fails: {error}</source>
        <translation>su fórmula de máximo falla: {error}</translation>
    </message>
    <message>
        <source>its rule in {item} is invalid: {field} {error}</source>
        <translation>su regla en {item} no es válida: {field} {error}</translation>
    </message>
    <message>
        <source>its rule in {item} is invalid: {error}</source>
        <translation>su regla en {item} no es válida: {error}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>predicate</source>
        <translation>predicado</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nested more than {limit} levels deep</source>
        <translation>anidado a más de {limit} niveles</translation>
    </message>
    <message>
        <source>a predicate must be an object, got {kind}</source>
        <translation>un predicado debe ser un objeto, se recibió {kind}</translation>
    </message>
    <message>
        <source>a key must be non-empty text</source>
        <translation>una clave debe ser un texto no vacío</translation>
    </message>
    <message>
        <source>{key} needs a list, got {kind}</source>
        <translation>{key} necesita una lista, se recibió {kind}</translation>
    </message>
    <message>
        <source>empty list always holds</source>
        <translation>una lista vacía siempre se cumple</translation>
    </message>
    <message>
        <source>empty list never holds</source>
        <translation>una lista vacía nunca se cumple</translation>
    </message>
    <message>
        <source>unknown operator {key} (use $and, $or or $not)</source>
        <translation>operador desconocido {key} (usa $and, $or o $not)</translation>
    </message>
    <message>
        <source>empty list never matches</source>
        <translation>una lista vacía nunca coincide</translation>
    </message>
    <message>
        <source>empty tag</source>
        <translation>etiqueta vacía</translation>
    </message>
    <message>
        <source>an empty condition here would always hold; remove it or give it a tag</source>
        <translation>una condición vacía aquí siempre se cumpliría; quítala o dale una etiqueta</translation>
    </message>
    <message>
        <source>needs a tag or a predicate object, got {kind}</source>
        <translation>necesita una etiqueta o un objeto predicado, se recibió {kind}</translation>
    </message>
    <message>
        <source>empty value</source>
        <translation>valor vacío</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>no es un número finito</translation>
    </message>
    <message>
        <source>a tag value must be text or a number, got {kind}</source>
        <translation>el valor de una etiqueta debe ser texto o un número, se recibió {kind}</translation>
    </message>
    <message>
        <source>a size ({sizes})</source>
        <translation>un tamaño ({sizes})</translation>
    </message>
    <message>
        <source>unknown bound (use min, max or equal)</source>
        <translation>límite desconocido (usa min, max o equal)</translation>
    </message>
    <message>
        <source>must be {wanted}, got {bound}</source>
        <translation>debe ser {wanted}, se recibió {bound}</translation>
    </message>
    <message>
        <source>a comparison needs min, max or equal</source>
        <translation>una comparación necesita min, max o equal</translation>
    </message>
    <message>
        <source>min is above max, so this never matches</source>
        <translation>min es mayor que max, así que esto nunca coincide</translation>
    </message>
    <message>
        <source>equal is outside min..max, so this never matches</source>
        <translation>equal está fuera de min..max, así que esto nunca coincide</translation>
    </message>
    <message>
        <source>always</source>
        <comment>a condition that always holds</comment>
        <translation>siempre</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins conditions: self is raging and level ≥ 6</comment>
        <translation> y </translation>
    </message>
    <message>
        <source> or </source>
        <comment>joins conditions: self is raging or self is bloodied</comment>
        <translation> o </translation>
    </message>
    <message>
        <source>never</source>
        <comment>a condition that never holds</comment>
        <translation>nunca</translation>
    </message>
    <message>
        <source>not ({condition})</source>
        <translation>no ({condition})</translation>
    </message>
    <message>
        <source>not {condition}</source>
        <translation>no {condition}</translation>
    </message>
    <message>
        <source>{key} is one of (nothing)</source>
        <translation>{key} es uno de (nada)</translation>
    </message>
    <message>
        <source>{key} is {value}</source>
        <translation>{key} es {value}</translation>
    </message>
    <message>
        <source>{key} is one of {values}</source>
        <translation>{key} es uno de {values}</translation>
    </message>
    <message>
        <source>{key} between {low} and {high}</source>
        <translation>{key} entre {low} y {high}</translation>
    </message>
    <message>
        <source>Safe Rest</source>
        <translation>Descanso Seguro</translation>
    </message>
    <message>
        <source>Field Rest</source>
        <translation>Descanso al Raso</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Impacto</translation>
    </message>
    <message>
        <source>Critical Hit</source>
        <translation>Golpe crítico</translation>
    </message>
    <message>
        <source>Encounter Start</source>
        <translation>Inicio del encuentro</translation>
    </message>
    <message>
        <source>Encounter End</source>
        <translation>Fin del encuentro</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Herida</translation>
    </message>
    <message>
        <source>Turn Start</source>
        <translation>Inicio del turno</translation>
    </message>
    <message>
        <source>Turn End</source>
        <translation>Fin del turno</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Eliminación</translation>
    </message>
    <message>
        <source>&apos;item&apos; must be an item id or name</source>
        <translation>&apos;item&apos; debe ser un id o un nombre de objeto</translation>
    </message>
    <message>
        <source>there is no item {name}</source>
        <translation>no hay ningún objeto {name}</translation>
    </message>
    <message>
        <source>&apos;picks&apos; must be a list of die indices</source>
        <translation>&apos;picks&apos; debe ser una lista de índices de dados</translation>
    </message>
    <message numerus="yes">
        <source>{name} needs %n dice from {pool}, {held} held</source>
        <translation>
            <numerusform>{name} necesita %n dado de {pool}, que tiene {held}</numerusform>
            <numerusform>{name} necesita %n dados de {pool}, que tiene {held}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} needs a die from {pool}, none held</source>
        <translation>{name} necesita un dado de {pool}, que no tiene ninguno</translation>
    </message>
    <message numerus="yes">
        <source>pick {pick} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation>
            <numerusform>la elección {pick} está fuera de rango ({pool} tiene %n dado, numerado desde 0)</numerusform>
            <numerusform>la elección {pick} está fuera de rango ({pool} tiene %n dados, numerados desde 0)</numerusform>
        </translation>
    </message>
    <message>
        <source>a die was picked twice</source>
        <translation>se eligió un dado dos veces</translation>
    </message>
    <message>
        <source>{name} needs a die picked</source>
        <translation>{name} necesita que elijas un dado</translation>
    </message>
    <message numerus="yes">
        <source>{name} can raise at most %n dice, {picked} picked</source>
        <translation>
            <numerusform>{name} puede subir como máximo %n dado, {picked} elegidos</numerusform>
            <numerusform>{name} puede subir como máximo %n dados, {picked} elegidos</numerusform>
        </translation>
    </message>
    <message>
        <source>die {index} already shows its top face ({top})</source>
        <translation>el dado {index} ya muestra su cara máxima ({top})</translation>
    </message>
    <message>
        <source>{name}: {pool} raised to the top face ({faces})</source>
        <translation>{name}: {pool} subida a la cara máxima ({faces})</translation>
    </message>
    <message numerus="yes">
        <source>{name} needs at least %n dice picked, {picked} picked</source>
        <translation>
            <numerusform>{name} necesita al menos %n dado elegido, {picked} elegidos</numerusform>
            <numerusform>{name} necesita al menos %n dados elegidos, {picked} elegidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spent %n dice of {pool} ({faces})</source>
        <translation>
            <numerusform>Gastado: %n dado de {pool} ({faces})</numerusform>
            <numerusform>Gastado: %n dados de {pool} ({faces})</numerusform>
        </translation>
    </message>
    <message>
        <source>Spent {count} {dice} ({faces})</source>
        <translation>Gastado: {count} {dice} ({faces})</translation>
    </message>
    <message>
        <source>{name}: {spent} for {extra} extra damage</source>
        <translation>{name}: {spent} por {extra} de daño adicional</translation>
    </message>
    <message>
        <source>{spent}: {banked} damage reduction banked</source>
        <translation>{spent}: {banked} de reducción de daño acumulada</translation>
    </message>
    <message>
        <source> (the bank holds at most {limit:,})</source>
        <translation> (el acumulado tiene un máximo de {limit:,})</translation>
    </message>
    <message>
        <source>{spent}: no damage reduction ({total})</source>
        <translation>{spent}: sin reducción de daño ({total})</translation>
    </message>
    <message numerus="yes">
        <source>{name} needs %n charges of {pool}, {left} left</source>
        <translation>
            <numerusform>{name} necesita %n carga de {pool}, quedan {left}</numerusform>
            <numerusform>{name} necesita %n cargas de {pool}, quedan {left}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is not equipped</source>
        <translation>{name} no está equipado</translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n uses spent ({left}/{max} left)</source>
        <translation>
            <numerusform>{pool}: %n uso gastado (quedan {left}/{max})</numerusform>
            <numerusform>{pool}: %n usos gastados (quedan {left}/{max})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n uses spent ({left}/{max} left) for {name}</source>
        <translation>
            <numerusform>{pool}: %n uso gastado (quedan {left}/{max}) para {name}</numerusform>
            <numerusform>{pool}: %n usos gastados (quedan {left}/{max}) para {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charges spent ({left}/{max} left)</source>
        <translation>
            <numerusform>{pool}: %n carga gastada (quedan {left}/{max})</numerusform>
            <numerusform>{pool}: %n cargas gastadas (quedan {left}/{max})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charges spent ({left}/{max} left) for {name}</source>
        <translation>
            <numerusform>{pool}: %n carga gastada (quedan {left}/{max}) para {name}</numerusform>
            <numerusform>{pool}: %n cargas gastadas (quedan {left}/{max}) para {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no charge pool {pool}</source>
        <translation>no hay ninguna reserva de cargas {pool}</translation>
    </message>
    <message>
        <source>{pool} is inactive: {why}</source>
        <translation>{pool} está inactiva: {why}</translation>
    </message>
    <message>
        <source>its cost formula fails: {error}</source>
        <translation>su fórmula de coste falla: {error}</translation>
    </message>
    <message>
        <source>{name}: {current}/{max}, no uses left</source>
        <translation>{name}: {current}/{max}, no quedan usos</translation>
    </message>
    <message>
        <source>{name}: {current}/{max}, needs {need}</source>
        <translation>{name}: {current}/{max}, necesita {need}</translation>
    </message>
    <message>
        <source>{name} has no attack to add {pool} dice to</source>
        <translation>{name} no tiene ningún ataque al que añadir dados de {pool}</translation>
    </message>
    <message>
        <source>{pool} has no die size: its charges cannot be rolled as damage</source>
        <translation>{pool} no tiene tamaño de dado: sus cargas no se pueden tirar como daño</translation>
    </message>
    <message>
        <source>Used {name}</source>
        <translation>Usado: {name}</translation>
    </message>
    <message>
        <source>{name} has no active manual dice consumer</source>
        <translation>{name} no tiene ningún consumidor de dados manual activo</translation>
    </message>
    <message>
        <source>{name} has no manual dice consumer</source>
        <translation>{name} no tiene ningún consumidor de dados manual</translation>
    </message>
    <message>
        <source>{name} has no attack to offer cards on</source>
        <translation>{name} no tiene ningún ataque en el que ofrecer cartas</translation>
    </message>
    <message>
        <source>{name} has no attack to pick a Conditional Bonus for</source>
        <translation>{name} no tiene ningún ataque para el que elegir un Bono condicional</translation>
    </message>
    <message>
        <source> of {pool}</source>
        <translation> de {pool}</translation>
    </message>
    <message>
        <source>{name} has no card-offer consumer{of}</source>
        <translation>{name} no tiene ningún consumidor de oferta de cartas{of}</translation>
    </message>
    <message>
        <source>the attack missed</source>
        <translation>el ataque falló</translation>
    </message>
    <message>
        <source>the attack was not a critical hit</source>
        <translation>el ataque no fue un golpe crítico</translation>
    </message>
    <message>
        <source>it is offered on {delivery} attacks only</source>
        <translation>solo se ofrece en ataques {delivery}</translation>
    </message>
    <message>
        <source>{pool} {change:+d} ({after}/{max}) from {source}</source>
        <translation>{pool} {change:+d} ({after}/{max}) por {source}</translation>
    </message>
    <message>
        <source>{pool} cleared by {source}</source>
        <translation>{pool} vaciada por {source}</translation>
    </message>
    <message>
        <source>{pool} rolled in full ({faces}) by {source}</source>
        <translation>{pool} tirada por completo ({faces}) por {source}</translation>
    </message>
    <message>
        <source>{pool} +{count} ({faces}) from {source}</source>
        <translation>{pool} +{count} ({faces}) por {source}</translation>
    </message>
    <message>
        <source>{pool} is full: rolled {faces}, kept nothing</source>
        <translation>{pool} está llena: se tiró {faces}, no se conservó nada</translation>
    </message>
    <message>
        <source>{pool} raised to the top face ({faces}) by {source}</source>
        <translation>{pool} subida a la cara máxima ({faces}) por {source}</translation>
    </message>
    <message>
        <source>{name} damage formula {formula}: {error}</source>
        <translation>fórmula de daño de {name} {formula}: {error}</translation>
    </message>
    <message>
        <source>{head}miss</source>
        <translation>{head}fallo</translation>
    </message>
    <message>
        <source> ({rolled}; no damage)</source>
        <translation> ({rolled}; sin daño)</translation>
    </message>
    <message>
        <source>; the first die exploded: {chain}</source>
        <translation>; el primer dado explotó: {chain}</translation>
    </message>
    <message>
        <source>{head}critical hit, {total} damage{detail}</source>
        <translation>{head}golpe crítico, {total} de daño{detail}</translation>
    </message>
    <message>
        <source>{head}hit, {total} damage{detail}</source>
        <translation>{head}impacto, {total} de daño{detail}</translation>
    </message>
    <message>
        <source>{name}: not offered ({why}); nothing spent</source>
        <translation>{name}: no ofrecido ({why}); no se gastó nada</translation>
    </message>
    <message>
        <source>Took {damage}</source>
        <translation>Daño recibido: {damage}</translation>
    </message>
    <message>
        <source>Damage reduction absorbed {absorbed}</source>
        <translation>La reducción de daño absorbió {absorbed}</translation>
    </message>
    <message>
        <source> ({lost} lost)</source>
        <translation> ({lost} perdidos)</translation>
    </message>
    <message>
        <source>Temporary HP absorbed {absorbed} ({before} → {after})</source>
        <translation>Los PG temporales absorbieron {absorbed} ({before} → {after})</translation>
    </message>
    <message>
        <source>Bloodied</source>
        <translation>Maltrecho</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>, clamped from {mode}</source>
        <translation>, limitado desde {mode}</translation>
    </message>
    <message>
        <source>Default</source>
        <comment>a roll mode&apos;s source: the skill&apos;s or save&apos;s default</comment>
        <translation>Predeterminado</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>a roll mode&apos;s source: the roll&apos;s own</comment>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>{mode}{clamped}: {sources}</source>
        <translation>{mode}{clamped}: {sources}</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>{name} save</source>
        <translation>Salvación de {name}</translation>
    </message>
    <message>
        <source>{name} check</source>
        <translation>Prueba de {name}</translation>
    </message>
    <message>
        <source> vs {dc}, succeeded</source>
        <translation> contra {dc}, éxito</translation>
    </message>
    <message>
        <source> vs {dc}, failed</source>
        <translation> contra {dc}, fallo</translation>
    </message>
    <message>
        <source> (natural {face})</source>
        <translation> ({face} natural)</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Atacado</translation>
    </message>
    <message>
        <source>Critical Hit Received</source>
        <translation>Golpe crítico recibido</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n charges</source>
        <translation>
            <numerusform>%n carga</numerusform>
            <numerusform>%n cargas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uses</source>
        <translation>
            <numerusform>%n uso</numerusform>
            <numerusform>%n usos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n acción</numerusform>
            <numerusform>%n acciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n regla</numerusform>
            <numerusform>%n reglas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n objeto</numerusform>
            <numerusform>%n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>a d{sides} was needed but the scripted dice are used up</source>
        <translation>se necesitaba un d{sides} pero los dados del guion se han agotado</translation>
    </message>
    <message>
        <source>{where}{field} formula {formula}: {error}</source>
        <translation>{where}fórmula {field} {formula}: {error}</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>reserva</translation>
    </message>
    <message>
        <source>{pool} is inactive: {reason}</source>
        <translation>la reserva {pool} está inactiva: {reason}</translation>
    </message>
    <message>
        <source>{pool} cleared</source>
        <translation>{pool}: reserva vaciada</translation>
    </message>
    <message>
        <source>{pool} {before} → {after}</source>
        <translation>{pool} {before} → {after}</translation>
    </message>
    <message>
        <source>{summary}: {changes}</source>
        <translation>{summary}: {changes}</translation>
    </message>
    <message>
        <source>nothing to refill or clear</source>
        <translation>nada que recargar ni vaciar</translation>
    </message>
    <message>
        <source>{pool} refill </source>
        <translation>recarga de {pool}, </translation>
    </message>
    <message>
        <source>{pool} {change:+d} ({current}/{max}) on {cause}</source>
        <translation>{pool} {change:+d} ({current}/{max}) en {cause}</translation>
    </message>
    <message>
        <source>{pool} cleared on {cause}</source>
        <translation>{pool}: reserva vaciada en {cause}</translation>
    </message>
    <message numerus="yes">
        <source>{pool} set to %n dice ({faces}) on {cause}</source>
        <translation>
            <numerusform>{pool}: reserva fijada en %n dado ({faces}) en {cause}</numerusform>
            <numerusform>{pool}: reserva fijada en %n dados ({faces}) en {cause}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pool} +{count} ({faces}) on {cause}</source>
        <translation>{pool} +{count} ({faces}) en {cause}</translation>
    </message>
    <message>
        <source>{item} combat mana </source>
        <translation>maná de combate de {item}, </translation>
    </message>
    <message>
        <source>Combat mana cleared</source>
        <translation>Maná de combate vaciado</translation>
    </message>
    <message>
        <source>Combat mana {value}</source>
        <translation>Maná de combate {value}</translation>
    </message>
    <message>
        <source>Pool gain</source>
        <translation>Ganancia de reserva</translation>
    </message>
    <message>
        <source>{pool} rolled in full ({faces})</source>
        <translation>{pool}: reserva tirada por completo ({faces})</translation>
    </message>
    <message>
        <source>{pool} rolled {count} of {max} ({faces}): out of dice</source>
        <translation>{pool}: {count} de {max} dados tirados ({faces}): sin más dados</translation>
    </message>
    <message>
        <source>{pool} {before} → {after} (its max is now {max})</source>
        <translation>{pool} {before} → {after} (su máximo ahora es {max})</translation>
    </message>
    <message numerus="yes">
        <source>pools.{pid}: {pool}: saved faces {faces} outside 1..{top} of its {die}; clamped into the die</source>
        <translation>
            <numerusform>pools.{pid}: {pool}: cara guardada {faces} fuera de 1..{top} de su {die}; ajustada al dado</numerusform>
            <numerusform>pools.{pid}: {pool}: caras guardadas {faces} fuera de 1..{top} de su {die}; ajustadas al dado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n dice dropped (its max is now {max})</source>
        <translation>
            <numerusform>{pool}: %n dado descartado (su máximo ahora es {max})</numerusform>
            <numerusform>{pool}: %n dados descartados (su máximo ahora es {max})</numerusform>
        </translation>
    </message>
    <message>
        <source>{pool}: faces lowered to the {die}&apos;s top face</source>
        <translation>{pool}: caras reducidas a la cara más alta del {die}</translation>
    </message>
    <message>
        <source>the step holds {problem}</source>
        <translation>el paso contiene {problem}</translation>
    </message>
    <message>
        <source>GM</source>
        <comment>the game master, who asked for the action over the table</comment>
        <translation>DJ</translation>
    </message>
    <message>
        <source>{by}: {line}</source>
        <translation>{by}: {line}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>no hay nada que deshacer</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>no hay nada que rehacer</translation>
    </message>
    <message>
        <source>{action} cannot be undone: its saved history holds {problem}</source>
        <translation>{action} no se puede deshacer: su historial guardado contiene {problem}</translation>
    </message>
    <message>
        <source>{action} cannot be redone: its saved history holds {problem}</source>
        <translation>{action} no se puede rehacer: su historial guardado contiene {problem}</translation>
    </message>
    <message>
        <source>Undid {action}</source>
        <translation>Deshecho: {action}</translation>
    </message>
    <message>
        <source>Redid {action}</source>
        <translation>Rehecho: {action}</translation>
    </message>
    <message>
        <source>{action} cannot be undone: its saved history is damaged ({error})</source>
        <translation>{action} no se puede deshacer: su historial guardado está dañado ({error})</translation>
    </message>
    <message>
        <source>{action} cannot be redone: its saved history is damaged ({error})</source>
        <translation>{action} no se puede rehacer: su historial guardado está dañado ({error})</translation>
    </message>
    <message>
        <source>the rule is invalid</source>
        <translation>la regla no es válida</translation>
    </message>
    <message>
        <source>the rule is disabled</source>
        <translation>la regla está desactivada</translation>
    </message>
    <message>
        <source>{item} is not equipped</source>
        <translation>{item} no está equipado</translation>
    </message>
    <message>
        <source>its condition ({condition}) does not hold</source>
        <translation>su condición ({condition}) no se cumple</translation>
    </message>
    <message>
        <source>its condition is invalid: {error}</source>
        <translation>su condición no es válida: {error}</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>es obligatorio</translation>
    </message>
    <message>
        <source>must be one of {expected} (got {value})</source>
        <translation>debe ser uno de {expected} (se recibió {value})</translation>
    </message>
    <message>
        <source>{problem} (got {value})</source>
        <translation>{problem} (se recibió {value})</translation>
    </message>
    <message>
        <source>is invalid</source>
        <translation>no es válido</translation>
    </message>
    <message>
        <source>a rule must be an object, got {kind}</source>
        <translation>una regla debe ser un objeto, se recibió {kind}</translation>
    </message>
    <message>
        <source>rule type {type} is not supported; kept as is and does nothing</source>
        <translation>el tipo de regla {type} no es compatible; se conserva tal cual y no hace nada</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>debe ser al menos 1</translation>
    </message>
    <message>
        <source>may not contain &apos;{character}&apos;</source>
        <translation>no puede contener &apos;{character}&apos;</translation>
    </message>
    <message>
        <source>a pool needs an identifier or a label</source>
        <translation>una reserva necesita un identificador o una etiqueta</translation>
    </message>
    <message>
        <source>unknown die size {size} (use one of {sizes}); using {default}</source>
        <translation>tamaño de dado desconocido {size} (usa uno de {sizes}); se usa {default}</translation>
    </message>
    <message>
        <source>unknown die size {size} (use one of {sizes}); no die size</source>
        <translation>tamaño de dado desconocido {size} (usa uno de {sizes}); sin tamaño de dado</translation>
    </message>
    <message>
        <source>an entry must be an object, got {kind}</source>
        <translation>una entrada debe ser un objeto, se recibió {kind}</translation>
    </message>
    <message>
        <source>{trigger} is a charge pool trigger, not a dice pool one</source>
        <translation>{trigger} es un desencadenante de reserva de cargas, no de reserva de dados</translation>
    </message>
    <message>
        <source>{trigger} is a dice pool trigger, not a charge pool one</source>
        <translation>{trigger} es un desencadenante de reserva de dados, no de reserva de cargas</translation>
    </message>
    <message>
        <source>unknown trigger {trigger} (a dice pool uses {triggers})</source>
        <translation>desencadenante desconocido {trigger} (una reserva de dados usa {triggers})</translation>
    </message>
    <message>
        <source>unknown trigger {trigger} (a charge pool uses {triggers})</source>
        <translation>desencadenante desconocido {trigger} (una reserva de cargas usa {triggers})</translation>
    </message>
    <message>
        <source>unknown mode {mode} (a dice pool uses {modes})</source>
        <translation>modo desconocido {mode} (una reserva de dados usa {modes})</translation>
    </message>
    <message>
        <source>unknown mode {mode} (a charge pool uses {modes})</source>
        <translation>modo desconocido {mode} (una reserva de cargas usa {modes})</translation>
    </message>
    <message>
        <source>{problem}; this entry does nothing</source>
        <translation>{problem}; esta entrada no hace nada</translation>
    </message>
    <message>
        <source>action {action} is not a dice pool action (use one of {actions})</source>
        <translation>la acción {action} no es una acción de reserva de dados (usa una de {actions})</translation>
    </message>
    <message>
        <source>action {action} is not a charge pool action (use one of {actions})</source>
        <translation>la acción {action} no es una acción de reserva de cargas (usa una de {actions})</translation>
    </message>
    <message>
        <source>a pool effect must be an object</source>
        <translation>un efecto de reserva debe ser un objeto</translation>
    </message>
    <message>
        <source>an item must be an object, got {kind}</source>
        <translation>un objeto (item) debe ser un objeto JSON, se recibió {kind}</translation>
    </message>
    <message>
        <source>activation.pool must be a list</source>
        <translation>activation.pool debe ser una lista</translation>
    </message>
    <message>
        <source>tier {tier} is above the character&apos;s unlocked tier ({highest}); it casts with a warning</source>
        <translation>el nivel {tier} está por encima del nivel desbloqueado del personaje ({highest}); se lanza con una advertencia</translation>
    </message>
    <message>
        <source>tier {tier} is above the character&apos;s unlocked tier (none: not a caster); it casts with a warning</source>
        <translation>el nivel {tier} está por encima del nivel desbloqueado del personaje (ninguno: no es lanzador de conjuros); se lanza con una advertencia</translation>
    </message>
    <message>
        <source>unknown school {school} (one of {schools})</source>
        <translation>escuela desconocida {school} (una de {schools})</translation>
    </message>
    <message>
        <source>unknown scaling mode {mode}: the spell cannot be upcast</source>
        <translation>modo de escalado desconocido {mode}: el conjuro no se puede potenciar</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Interpose</source>
        <translation>Interponer</translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <translation>Ataque de oportunidad</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayudar</translation>
    </message>
    <message>
        <source>{current}/{max} + {extra} extra left</source>
        <translation>quedan {current}/{max} + {extra} extra</translation>
    </message>
    <message>
        <source>{current}/{max} left</source>
        <translation>quedan {current}/{max}</translation>
    </message>
    <message>
        <source>Actions {before} → {after} (carried over from between turns)</source>
        <translation>Acciones {before} → {after} (traspasadas del intervalo entre turnos)</translation>
    </message>
    <message>
        <source> ({pending:+d} carried over)</source>
        <translation> ({pending:+d} traspasadas)</translation>
    </message>
    <message>
        <source>; reactions back ({reactions})</source>
        <translation>; reacciones recuperadas ({reactions})</translation>
    </message>
    <message>
        <source>Actions refilled: {current}/{max}{carried}{back}</source>
        <translation>Acciones recargadas: {current}/{max}{carried}{back}</translation>
    </message>
    <message>
        <source>dead: {what} is not possible</source>
        <translation>muerto: {what} no es posible</translation>
    </message>
    <message>
        <source>{condition}: {what} is not possible (no actions)</source>
        <translation>{condition}: {what} no es posible (sin acciones)</translation>
    </message>
    <message numerus="yes">
        <source>{what} needs %n actions, {left} left</source>
        <translation>
            <numerusform>{what} necesita %n acción, quedan {left}</numerusform>
            <numerusform>{what} necesita %n acciones, quedan {left}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what}: %n actions spent ({left})</source>
        <translation>
            <numerusform>{what}: %n acción gastada ({left})</numerusform>
            <numerusform>{what}: %n acciones gastadas ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target gains %n actions now</source>
        <translation>
            <numerusform>{name}: el objetivo gana %n acción ahora</numerusform>
            <numerusform>{name}: el objetivo gana %n acciones ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target gains %n actions next turn</source>
        <translation>
            <numerusform>{name}: el objetivo gana %n acción en el próximo turno</numerusform>
            <numerusform>{name}: el objetivo gana %n acciones en el próximo turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target loses %n actions now</source>
        <translation>
            <numerusform>{name}: el objetivo pierde %n acción ahora</numerusform>
            <numerusform>{name}: el objetivo pierde %n acciones ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target loses %n actions next turn</source>
        <translation>
            <numerusform>{name}: el objetivo pierde %n acción en el próximo turno</numerusform>
            <numerusform>{name}: el objetivo pierde %n acciones en el próximo turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally gains %n actions now</source>
        <translation>
            <numerusform>{name}: cada aliado gana %n acción ahora</numerusform>
            <numerusform>{name}: cada aliado gana %n acciones ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally gains %n actions next turn</source>
        <translation>
            <numerusform>{name}: cada aliado gana %n acción en el próximo turno</numerusform>
            <numerusform>{name}: cada aliado gana %n acciones en el próximo turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally loses %n actions now</source>
        <translation>
            <numerusform>{name}: cada aliado pierde %n acción ahora</numerusform>
            <numerusform>{name}: cada aliado pierde %n acciones ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally loses %n actions next turn</source>
        <translation>
            <numerusform>{name}: cada aliado pierde %n acción en el próximo turno</numerusform>
            <numerusform>{name}: cada aliado pierde %n acciones en el próximo turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions next turn</source>
        <translation>
            <numerusform>{name}: {value:+d} acción en el próximo turno</numerusform>
            <numerusform>{name}: {value:+d} acciones en el próximo turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions now (borrowed from next turn) ({left})</source>
        <translation>
            <numerusform>{name}: {value:+d} acción ahora (tomada del próximo turno) ({left})</numerusform>
            <numerusform>{name}: {value:+d} acciones ahora (tomadas del próximo turno) ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions now ({left})</source>
        <translation>
            <numerusform>{name}: {value:+d} acción ahora ({left})</numerusform>
            <numerusform>{name}: {value:+d} acciones ahora ({left})</numerusform>
        </translation>
    </message>
    <message>
        <source>{reaction} needs an encounter</source>
        <translation>{reaction} requiere un encuentro</translation>
    </message>
    <message>
        <source>{reaction}: the character is dead</source>
        <translation>{reaction}: el personaje está muerto</translation>
    </message>
    <message>
        <source>{reaction} is already used this round</source>
        <translation>{reaction} ya se usó en este asalto</translation>
    </message>
    <message>
        <source>{reaction} is not possible on your own turn</source>
        <translation>{reaction} no es posible en tu propio turno</translation>
    </message>
    <message>
        <source>{condition}: {reaction} is not possible</source>
        <translation>{condition}: {reaction} no es posible</translation>
    </message>
    <message numerus="yes">
        <source>{reaction} needs %n actions, {left} left (a reaction cannot use extra actions)</source>
        <translation>
            <numerusform>{reaction} necesita %n acción, quedan {left} (una reacción no puede usar acciones extra)</numerusform>
            <numerusform>{reaction} necesita %n acciones, quedan {left} (una reacción no puede usar acciones extra)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions spent</source>
        <translation>
            <numerusform>%n acción gastada</numerusform>
            <numerusform>%n acciones gastadas</numerusform>
        </translation>
    </message>
    <message>
        <source>{reaction} (reaction): {spent} ({left})</source>
        <translation>{reaction} (reacción): {spent} ({left})</translation>
    </message>
    <message>
        <source>Defend: damage reduced by Armor {armor} ({before} → {after})</source>
        <translation>Defender: daño reducido por Armadura {armor} ({before} → {after})</translation>
    </message>
    <message>
        <source>No actions left</source>
        <translation>No quedan acciones</translation>
    </message>
    <message>
        <source>Dying: actions capped at {limit} ({left})</source>
        <translation>Moribundo: acciones limitadas a {limit} ({left})</translation>
    </message>
    <message>
        <source>&apos;value&apos; has the wrong type ({type})</source>
        <translation>&apos;value&apos; tiene un tipo incorrecto ({type})</translation>
    </message>
    <message>
        <source>poolBonuses.&lt;identifier&gt; needs a pool identifier (no &apos;:&apos;, &apos;@&apos; or &apos;.&apos;)</source>
        <translation>poolBonuses.&lt;identifier&gt; necesita un identificador de reserva (sin &apos;:&apos;, &apos;@&apos; ni &apos;.&apos;)</translation>
    </message>
    <message>
        <source>a pool bonus must be between -{limit:,} and {limit:,}</source>
        <translation>un bono de reserva debe estar entre -{limit:,} y {limit:,}</translation>
    </message>
    <message>
        <source>{pool} level-up bonus {before:+d} → {after:+d}</source>
        <translation>Bono por subida de nivel de {pool} {before:+d} → {after:+d}</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; cannot be set (one of {fields}, hitDice.&lt;size&gt;.current, hitDice.&lt;size&gt;.max, poolBonuses.&lt;identifier&gt;, skills.&lt;skill&gt;.points|bonus, savingThrows.&lt;stat&gt;.bonus|defaultRollMode, armor.baseValue or movement.&lt;mode&gt;)</source>
        <translation>&apos;{field}&apos; no se puede ajustar (uno de {fields}, hitDice.&lt;size&gt;.current, hitDice.&lt;size&gt;.max, poolBonuses.&lt;identifier&gt;, skills.&lt;skill&gt;.points|bonus, savingThrows.&lt;stat&gt;.bonus|defaultRollMode, armor.baseValue o movement.&lt;mode&gt;)</translation>
    </message>
    <message>
        <source>size must be one of {sizes}</source>
        <translation>el tamaño debe ser uno de {sizes}</translation>
    </message>
    <message>
        <source>the name cannot be empty</source>
        <translation>el nombre no puede estar vacío</translation>
    </message>
    <message>
        <source>{field} cannot be negative</source>
        <translation>{field} no puede ser negativo</translation>
    </message>
    <message>
        <source>{field} must be between -{limit:,} and {limit:,}</source>
        <translation>{field} debe estar entre -{limit:,} y {limit:,}</translation>
    </message>
    <message>
        <source>Hit dice {size} current {before} → {after}</source>
        <translation>Dados de Golpe {size} actuales {before} → {after}</translation>
    </message>
    <message>
        <source>Hit dice {size} max {before} → {after}</source>
        <translation>Dados de Golpe {size} máx. {before} → {after}</translation>
    </message>
    <message>
        <source>{field} {before} → {after}, lowered to the new maximum</source>
        <translation>{field} {before} → {after}, reducido al nuevo máximo</translation>
    </message>
    <message>
        <source>&apos;name&apos; must be a word such as raging</source>
        <translation>&apos;name&apos; debe ser una palabra como raging</translation>
    </message>
    <message>
        <source>{name} on</source>
        <translation>{name}: activado</translation>
    </message>
    <message>
        <source>{name} off</source>
        <translation>{name}: desactivado</translation>
    </message>
    <message>
        <source>HP at half or less</source>
        <translation>PG a la mitad o menos</translation>
    </message>
    <message>
        <source>wounds above 0</source>
        <translation>heridas por encima de 0</translation>
    </message>
    <message>
        <source>{condition} is derived ({why}): it cannot be turned on or off</source>
        <translation>{condition} es un estado derivado ({why}): no se puede activar ni desactivar</translation>
    </message>
    <message>
        <source>{name} is no condition (blinded, dazed, prone … of character.md §12); any other state is set with the state step: {example}</source>
        <translation>{name} no es un estado (blinded, dazed, prone … de character.md §12); cualquier otro estado se ajusta con el paso state: {example}</translation>
    </message>
    <message>
        <source>a timer counts &apos;turnEnds&apos; or &apos;attacks&apos;, not both</source>
        <translation>un temporizador cuenta &apos;turnEnds&apos; o &apos;attacks&apos;, no ambos</translation>
    </message>
    <message>
        <source>a condition turned off takes no timer</source>
        <translation>un estado desactivado no lleva temporizador</translation>
    </message>
    <message>
        <source>you are immune to {condition} ({sources})</source>
        <translation>eres inmune a {condition} ({sources})</translation>
    </message>
    <message>
        <source>{name} has no active manual consumer of {pool}</source>
        <translation>{name} no tiene ningún consumidor manual activo de {pool}</translation>
    </message>
    <message>
        <source> number {rule}</source>
        <translation> número {rule}</translation>
    </message>
    <message>
        <source>{pool} has no die size to roll</source>
        <translation>{pool} no tiene tamaño de dado que tirar</translation>
    </message>
    <message>
        <source>{pool} needs 1 charge, 0 left</source>
        <translation>{pool} necesita 1 carga, quedan 0</translation>
    </message>
    <message>
        <source>{pool}: rolled {face} on a {die} ({left}/{max} left)</source>
        <translation>{pool}: sacó {face} en un {die} (quedan {left}/{max})</translation>
    </message>
    <message numerus="yes">
        <source>die {index} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation>
            <numerusform>el dado {index} está fuera de rango ({pool} tiene %n dado, numerado desde 0)</numerusform>
            <numerusform>el dado {index} está fuera de rango ({pool} tiene %n dados, numerados desde 0)</numerusform>
        </translation>
    </message>
    <message>
        <source>a {die} shows 1 to {top}, not {face}</source>
        <translation>un {die} muestra de 1 a {top}, no {face}</translation>
    </message>
    <message>
        <source>{pool}: die {number} set {before} → {after}</source>
        <translation>{pool}: dado {number} ajustado {before} → {after}</translation>
    </message>
    <message>
        <source>{pool}: removed a die ({face})</source>
        <translation>{pool}: se quitó un dado ({face})</translation>
    </message>
    <message>
        <source>{pool}: die {number} rerolled {before} → {after}</source>
        <translation>{pool}: dado {number} vuelto a tirar {before} → {after}</translation>
    </message>
    <message>
        <source>{pool} is full ({count}/{max})</source>
        <translation>{pool} está llena ({count}/{max})</translation>
    </message>
    <message>
        <source>{pool} +1 ({face}) rolled in by hand</source>
        <translation>{pool} +1 ({face}) tirado a mano</translation>
    </message>
    <message>
        <source>{pool} set {before} → {after} ({after}/{max})</source>
        <translation>{pool} ajustada {before} → {after} ({after}/{max})</translation>
    </message>
    <message>
        <source>a check names exactly one of &apos;skill&apos;, &apos;save&apos; or &apos;stat&apos;</source>
        <translation>una tirada indica exactamente uno de &apos;skill&apos;, &apos;save&apos; o &apos;stat&apos;</translation>
    </message>
    <message>
        <source>item {path}: {error}</source>
        <translation>objeto {path}: {error}</translation>
    </message>
    <message>
        <source>&apos;at&apos; must be 0..{last}</source>
        <translation>&apos;at&apos; debe ser 0..{last}</translation>
    </message>
    <message>
        <source>{name} added</source>
        <translation>{name} añadido</translation>
    </message>
    <message>
        <source> and {count} more</source>
        <translation> y {count} más</translation>
    </message>
    <message numerus="yes">
        <source>%n items added: {items}</source>
        <translation>
            <numerusform>%n objeto añadido: {items}</numerusform>
            <numerusform>%n objetos añadidos: {items}</numerusform>
        </translation>
    </message>
    <message>
        <source>{key} cannot be edited here (one of {keys})</source>
        <translation>{key} no se puede editar aquí (uno de {keys})</translation>
    </message>
    <message>
        <source>no {key}</source>
        <translation>no hay {key}</translation>
    </message>
    <message>
        <source>{name}: edited ({fields})</source>
        <translation>{name}: editado ({fields})</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (copia)</translation>
    </message>
    <message>
        <source>{name} added (a copy of {original})</source>
        <translation>{name} añadido (copia de {original})</translation>
    </message>
    <message>
        <source>&apos;to&apos; must be 0..{last}</source>
        <translation>&apos;to&apos; debe ser 0..{last}</translation>
    </message>
    <message>
        <source>{name} moved to position {position}</source>
        <translation>{name} movido a la posición {position}</translation>
    </message>
    <message>
        <source>{name} deleted with its pools ({pools})</source>
        <translation>{name} eliminado con sus reservas ({pools})</translation>
    </message>
    <message>
        <source>{name} deleted</source>
        <translation>{name} eliminado</translation>
    </message>
    <message>
        <source>the dead cannot act (Dead)</source>
        <translation>los muertos no pueden actuar (Muerto)</translation>
    </message>
    <message>
        <source>{name} is a {type}, not an object</source>
        <translation>{name} es un {type}, no un objeto</translation>
    </message>
    <message>
        <source>{name} equipped</source>
        <translation>{name} equipado</translation>
    </message>
    <message>
        <source>{name} unequipped</source>
        <translation>{name} desequipado</translation>
    </message>
    <message>
        <source>{name}&apos;s rule {rule} is not an object</source>
        <translation>la regla {rule} de {name} no es un objeto</translation>
    </message>
    <message>
        <source>{name}: rule {rule} enabled</source>
        <translation>{name}: regla {rule} activada</translation>
    </message>
    <message>
        <source>{name}: rule {rule} disabled</source>
        <translation>{name}: regla {rule} desactivada</translation>
    </message>
    <message>
        <source>{name} has no rule {rule}</source>
        <translation>{name} no tiene ninguna regla {rule}</translation>
    </message>
    <message>
        <source>this rule is not an object; replace it whole with &apos;raw&apos;</source>
        <translation>esta regla no es un objeto; reemplázala entera con &apos;raw&apos;</translation>
    </message>
    <message>
        <source>{name}: rule {number} ({rule}) edited</source>
        <translation>{name}: regla {number} ({rule}) editada</translation>
    </message>
    <message>
        <source>{name}: rule {rule} added</source>
        <translation>{name}: regla {rule} añadida</translation>
    </message>
    <message numerus="yes">
        <source>{name}: rules edited (%n rules)</source>
        <translation>
            <numerusform>{name}: reglas editadas (%n regla)</numerusform>
            <numerusform>{name}: reglas editadas (%n reglas)</numerusform>
        </translation>
    </message>
    <message>
        <source>rule</source>
        <translation>regla</translation>
    </message>
    <message>
        <source>{name}: rule {rule} deleted</source>
        <translation>{name}: regla {rule} eliminada</translation>
    </message>
    <message>
        <source>an encounter is already running</source>
        <translation>ya hay un encuentro en curso</translation>
    </message>
    <message>
        <source>Encounter started</source>
        <translation>Encuentro iniciado</translation>
    </message>
    <message>
        <source>no encounter is running</source>
        <translation>no hay ningún encuentro en curso</translation>
    </message>
    <message>
        <source>Encounter ended</source>
        <translation>Encuentro terminado</translation>
    </message>
    <message>
        <source>Encounter end</source>
        <translation>Fin del encuentro</translation>
    </message>
    <message>
        <source>Unused damage reduction ({bank}) expired</source>
        <translation>La reducción de daño sin usar ({bank}) expiró</translation>
    </message>
    <message>
        <source>initiative formula {formula}: {error}</source>
        <translation>fórmula de iniciativa {formula}: {error}</translation>
    </message>
    <message>
        <source>initiative {value} cannot come from {formula} ({low} to {high})</source>
        <translation>la iniciativa {value} no puede salir de {formula} ({low} a {high})</translation>
    </message>
    <message>
        <source>Initiative {value} (rolled at the table; {mode})</source>
        <translation>Iniciativa {value} (tirada en la mesa; {mode})</translation>
    </message>
    <message>
        <source>Initiative {value} (rolled at the table)</source>
        <translation>Iniciativa {value} (tirada en la mesa)</translation>
    </message>
    <message>
        <source> {sign} {bonus} (Initiative Bonus)</source>
        <translation> {sign} {bonus} (Bono de iniciativa)</translation>
    </message>
    <message>
        <source>Initiative {value} ({rolled}; {mode})</source>
        <translation>Iniciativa {value} ({rolled}; {mode})</translation>
    </message>
    <message>
        <source>Initiative {value} ({rolled})</source>
        <translation>Iniciativa {value} ({rolled})</translation>
    </message>
    <message>
        <source>Turn started</source>
        <translation>Turno iniciado</translation>
    </message>
    <message>
        <source>Turn ended</source>
        <translation>Turno terminado</translation>
    </message>
    <message numerus="yes">
        <source>%n {size} hit dice asked, {left} left</source>
        <translation>
            <numerusform>%n Dado de Golpe {size} pedido, quedan {left}</numerusform>
            <numerusform>%n Dados de Golpe {size} pedidos, quedan {left}</numerusform>
        </translation>
    </message>
    <message>
        <source>Catch Breath</source>
        <translation>Recuperar aliento</translation>
    </message>
    <message>
        <source>Make Camp</source>
        <translation>Acampar</translation>
    </message>
    <message>
        <source>, {strength:+d} STR each</source>
        <translation>, {strength:+d} FUE cada uno</translation>
    </message>
    <message>
        <source> with advantage ({sources})</source>
        <translation> con ventaja ({sources})</translation>
    </message>
    <message>
        <source> at their top face (Maximize Hit Dice)</source>
        <translation> en su cara máxima (Maximizar Dados de Golpe)</translation>
    </message>
    <message>
        <source>{mode}: hit dice {dice}{how}{bonus}: healed {total}, HP {before} → {after}</source>
        <translation>{mode}: Dados de Golpe {dice}{how}{bonus}: {total} curados, PG {before} → {after}</translation>
    </message>
    <message>
        <source>Mana {before} → {after}</source>
        <translation>Maná {before} → {after}</translation>
    </message>
    <message>
        <source>HP {before} → {after}</source>
        <translation>PG {before} → {after}</translation>
    </message>
    <message>
        <source>Temporary HP {before} → 0</source>
        <translation>PG temporales {before} → 0</translation>
    </message>
    <message>
        <source>Hit dice back: {dice}</source>
        <translation>Dados de Golpe recuperados: {dice}</translation>
    </message>
    <message>
        <source>Wounds {before} → {after}</source>
        <translation>Heridas {before} → {after}</translation>
    </message>
    <message>
        <source>Field rest: Catch Breath</source>
        <translation>Descanso al Raso: Recuperar aliento</translation>
    </message>
    <message>
        <source>Field rest: Make Camp</source>
        <translation>Descanso al Raso: Acampar</translation>
    </message>
    <message>
        <source>Safe rest</source>
        <translation>Descanso Seguro</translation>
    </message>
    <message>
        <source>Field rest</source>
        <translation>Descanso al Raso</translation>
    </message>
    <message>
        <source>&apos;hitDice&apos; names no hit dice to spend</source>
        <translation>&apos;hitDice&apos; no indica ningún Dado de Golpe que gastar</translation>
    </message>
    <message>
        <source>unknown trigger {trigger}</source>
        <translation>desencadenante desconocido {trigger}</translation>
    </message>
    <message>
        <source>{trigger} triggered</source>
        <translation>{trigger} desencadenado</translation>
    </message>
    <message>
        <source>reaction {number}</source>
        <translation>reacción {number}</translation>
    </message>
    <message>
        <source>{where}: {name} has no active manual dice consumer</source>
        <translation>{where}: {name} no tiene ningún consumidor de dados manual activo</translation>
    </message>
    <message>
        <source>{amount} {kind} damage</source>
        <translation>{amount} de daño de tipo {kind}</translation>
    </message>
    <message>
        <source>{amount} damage</source>
        <translation>{amount} de daño</translation>
    </message>
    <message>
        <source>{kind} damage</source>
        <translation>daño de tipo {kind}</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>daño</translation>
    </message>
    <message>
        <source>Attacked: {damage}</source>
        <translation>Atacado: {damage}</translation>
    </message>
    <message>
        <source> (critical)</source>
        <translation> (crítico)</translation>
    </message>
    <message>
        <source>A melee hit on an incapacitated character is a critical hit</source>
        <translation>Un impacto cuerpo a cuerpo contra un personaje incapacitado es un golpe crítico</translation>
    </message>
    <message>
        <source>actions are tracked only in an encounter</source>
        <translation>las acciones solo se registran durante un encuentro</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>{name} is not a spell (use activate)</source>
        <translation>{name} no es un conjuro (usa activate)</translation>
    </message>
    <message>
        <source>{field} must be a whole number {low:,}..{high:,}, not {value}</source>
        <translation>{field} debe ser un número entero {low:,}..{high:,}, no {value}</translation>
    </message>
    <message>
        <source>Mana bonus {before:+d} → {after:+d}</source>
        <translation>Bono de maná {before:+d} → {after:+d}</translation>
    </message>
    <message>
        <source>derived</source>
        <comment>the highest spell tier: found from the class, not set</comment>
        <translation>derivado</translation>
    </message>
    <message>
        <source>Highest spell tier {before} → {after}</source>
        <translation>Nivel de conjuro más alto {before} → {after}</translation>
    </message>
    <message>
        <source>mana.max is derived from {name}&apos;s mana formula: set mana.bonus instead</source>
        <translation>mana.max se deriva de la fórmula de maná de {name}: ajusta mana.bonus en su lugar</translation>
    </message>
    <message>
        <source>the class</source>
        <translation>la clase</translation>
    </message>
    <message>
        <source>advantage {size}</source>
        <translation>ventaja {size}</translation>
    </message>
    <message>
        <source>disadvantage {size}</source>
        <translation>desventaja {size}</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>ventaja</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <translation>desventaja</translation>
    </message>
    <message>
        <source>no advantage</source>
        <translation>sin ventaja</translation>
    </message>
    <message>
        <source>chosen {mode}</source>
        <translation>elegido {mode}</translation>
    </message>
    <message>
        <source>clamped to {mode}</source>
        <translation>limitado a {mode}</translation>
    </message>
    <message>
        <source>{mode}: {sources}</source>
        <translation>{mode}: {sources}</translation>
    </message>
    <message>
        <source>the attack has no delivery</source>
        <translation>el ataque no tiene forma</translation>
    </message>
    <message>
        <source>it is for {kind} attacks</source>
        <translation>es para ataques de tipo {kind}</translation>
    </message>
    <message>
        <source>it is for {kind} damage</source>
        <translation>es para daño de tipo {kind}</translation>
    </message>
    <message>
        <source>the target does not match its target condition</source>
        <translation>el objetivo no cumple su condición de objetivo</translation>
    </message>
    <message>
        <source>{rule} is no active Conditional Bonus rule</source>
        <translation>{rule} no es una regla de Bono condicional activa</translation>
    </message>
    <message>
        <source>{name} is picked twice: one pick per attack</source>
        <translation>{name} se ha elegido dos veces: una elección por ataque</translation>
    </message>
    <message>
        <source>{name} offers no advantage, only damage</source>
        <translation>{name} no ofrece ventaja, solo daño</translation>
    </message>
    <message>
        <source>{name} does not apply to {attack}: {why}</source>
        <translation>{name} no se aplica a {attack}: {why}</translation>
    </message>
    <message numerus="yes">
        <source>ends after %n more of your attacks</source>
        <translation>
            <numerusform>termina tras tu próximo ataque</numerusform>
            <numerusform>termina tras tus próximos %n ataques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ends after %n more of your turns</source>
        <translation>
            <numerusform>termina al final de tu turno</numerusform>
            <numerusform>termina tras tus próximos %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>{by}: {condition}: immune ({sources}), not applied</source>
        <translation>{by}: {condition}: inmune ({sources}), no aplicado</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>{condition}: now {timer}</source>
        <translation>{condition}: ahora {timer}</translation>
    </message>
    <message>
        <source>{condition} on{timer}</source>
        <translation>{condition}: activado{timer}</translation>
    </message>
    <message>
        <source>{condition} off</source>
        <translation>{condition}: desactivado</translation>
    </message>
    <message>
        <source>{condition} {why}</source>
        <translation>{condition}: {why}</translation>
    </message>
    <message>
        <source>Target: {condition} ({by}{timer})</source>
        <translation>Objetivo: {condition} ({by}{timer})</translation>
    </message>
    <message>
        <source>ended (the encounter is over)</source>
        <translation>terminado (el encuentro ha acabado)</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminado</translation>
    </message>
    <message>
        <source>Actions {before} → {after} ({why})</source>
        <translation>Acciones {before} → {after} ({why})</translation>
    </message>
    <message>
        <source>Dazed: the next turn has one action fewer</source>
        <translation>Atontado: el próximo turno tiene una acción menos</translation>
    </message>
    <message>
        <source>ended: immune ({sources})</source>
        <translation>terminado: inmune ({sources})</translation>
    </message>
    <message>
        <source>Restrained +1</source>
        <translation>Retenido +1</translation>
    </message>
    <message>
        <source>Prone +1 (melee)</source>
        <translation>Derribado +1 (cuerpo a cuerpo)</translation>
    </message>
    <message>
        <source>Prone +1 in melee, −1 ranged</source>
        <translation>Derribado +1 cuerpo a cuerpo, −1 a distancia</translation>
    </message>
    <message>
        <source>Reminder: attacks against you: {effects}</source>
        <translation>Recordatorio: ataques contra ti: {effects}</translation>
    </message>
    <message>
        <source>a duration of {seconds} seconds is kept and ignored: only rounds or turns make a timer (character.md §15.4)</source>
        <translation>una duración de {seconds} segundos se conserva y se ignora: solo los asaltos o los turnos crean un temporizador (character.md §15.4)</translation>
    </message>
    <message>
        <source>applies no condition: choose one</source>
        <translation>no aplica ningún estado: elige uno</translation>
    </message>
    <message>
        <source>{condition} is derived from HP and wounds: it is never applied</source>
        <translation>{condition} se deriva de los PG y las heridas: nunca se aplica</translation>
    </message>
    <message>
        <source>lists no condition: it does nothing</source>
        <translation>no indica ningún estado: no hace nada</translation>
    </message>
    <message>
        <source>{names}: damage halved ({before} → {after})</source>
        <translation>{names}: daño reducido a la mitad ({before} → {after})</translation>
    </message>
    <message>
        <source>{name}: damage reduced by {value} ({before} → {after})</source>
        <translation>{name}: daño reducido en {value} ({before} → {after})</translation>
    </message>
    <message>
        <source>the character</source>
        <translation>el personaje</translation>
    </message>
    <message>
        <source>Attacks against {who} have disadvantage ({name})</source>
        <translation>Los ataques contra {who} tienen desventaja ({name})</translation>
    </message>
    <message>
        <source>An attack on an ally within {range:g} spaces can be redirected to {who} ({name})</source>
        <translation>Un ataque contra un aliado a {range:g} casillas o menos puede redirigirse hacia {who} ({name})</translation>
    </message>
    <message>
        <source>the attack</source>
        <translation>el ataque</translation>
    </message>
    <message>
        <source>the hit</source>
        <translation>el impacto</translation>
    </message>
    <message>
        <source>the critical hit</source>
        <translation>el golpe crítico</translation>
    </message>
    <message>
        <source>The attacker must reroll {what} with disadvantage ({name})</source>
        <translation>El atacante debe volver a tirar {what} con desventaja ({name})</translation>
    </message>
    <message>
        <source>The attacker must reroll {what} ({name})</source>
        <translation>El atacante debe volver a tirar {what} ({name})</translation>
    </message>
    <message>
        <source>{rule} is no active Modify Incoming Attack rule</source>
        <translation>{rule} no es una regla de Modificar ataque recibido activa</translation>
    </message>
    <message>
        <source>The attack misses ({name})</source>
        <translation>El ataque falla ({name})</translation>
    </message>
    <message numerus="yes">
        <source>%n wounds</source>
        <translation>
            <numerusform>%n herida</numerusform>
            <numerusform>%n heridas</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} wounds</source>
        <translation>{count} heridas</translation>
    </message>
    <message>
        <source>: {wounds}, {why}</source>
        <translation>: {wounds}, {why}</translation>
    </message>
    <message>
        <source>Wounded{why} ({after}/{max}): dead</source>
        <translation>Herido{why} ({after}/{max}): muerto</translation>
    </message>
    <message>
        <source>Wounded{why} ({after}/{max}): dying</source>
        <translation>Herido{why} ({after}/{max}): moribundo</translation>
    </message>
    <message>
        <source>a critical hit while Dying</source>
        <translation>un golpe crítico estando Moribundo</translation>
    </message>
    <message>
        <source>a hit while Dying</source>
        <translation>un impacto estando Moribundo</translation>
    </message>
    <message>
        <source>Dying save: {roll}</source>
        <translation>Salvación de Moribundo: {roll}</translation>
    </message>
    <message>
        <source>Dying save (Strength, DC {dc}): succeeded (at the table)</source>
        <translation>Salvación de Moribundo (Fuerza, CD {dc}): superada (en la mesa)</translation>
    </message>
    <message>
        <source>Dying save (Strength, DC {dc}): failed (at the table)</source>
        <translation>Salvación de Moribundo (Fuerza, CD {dc}): fallada (en la mesa)</translation>
    </message>
    <message>
        <source>the Dying save failed</source>
        <translation>la salvación de Moribundo ha fallado</translation>
    </message>
    <message>
        <source>{name}: Grant Item {rule} is in-memory only (not supported here): nothing added</source>
        <translation>{name}: Otorgar objeto {rule} solo existe en memoria (no se admite aquí): no se añade nada</translation>
    </message>
    <message>
        <source>{name}: Grant Item {rule}: no library item has uuid {uuid}; nothing added</source>
        <translation>{name}: Otorgar objeto {rule}: ningún objeto de la biblioteca tiene el uuid {uuid}; no se añade nada</translation>
    </message>
    <message>
        <source>spellPicks names {rule}, which is no Grant Spells rule that picks spells at this level</source>
        <translation>spellPicks nombra {rule}, que no es una regla de Otorgar conjuros que elija conjuros en este nivel</translation>
    </message>
    <message numerus="yes">
        <source>Grant Spells {name} picks exactly %n spells (spellPicks.{rule} has {given})</source>
        <translation>
            <numerusform>Otorgar conjuros {name} elige exactamente %n conjuro (spellPicks.{rule} tiene {given})</numerusform>
            <numerusform>Otorgar conjuros {name} elige exactamente %n conjuros (spellPicks.{rule} tiene {given})</numerusform>
        </translation>
    </message>
    <message>
        <source>Grant Spells {name} picks exactly {count} spells (spellPicks.{rule} has {given})</source>
        <translation>Otorgar conjuros {name} elige exactamente {count} conjuros (spellPicks.{rule} tiene {given})</translation>
    </message>
    <message>
        <source>spellPicks.{rule}[{number}] ({spell}) is outside Grant Spells {name}: {words}</source>
        <translation>spellPicks.{rule}[{number}] ({spell}) queda fuera de Otorgar conjuros {name}: {words}</translation>
    </message>
    <message>
        <source>no item of the imported content has uuid {uuid}: the grant will add nothing (import the pack that holds it, File ▸ Import Foundry content…, or fix the uuid)</source>
        <translation>ningún objeto del contenido importado tiene el uuid {uuid}: la concesión no añadirá nada (importa el pack que lo contiene, Archivo ▸ Importar contenido de Foundry…, o corrige el uuid)</translation>
    </message>
    <message>
        <source>in-memory grants are not supported here: the rule adds nothing</source>
        <translation>las concesiones en memoria no se admiten aquí: la regla no añade nada</translation>
    </message>
    <message>
        <source>grants nothing: give the library item&apos;s uuid (Compendium.…)</source>
        <translation>no otorga nada: indica el uuid del objeto de la biblioteca (Compendium.…)</translation>
    </message>
    <message>
        <source>lets the player pick from every school: list the schools (or known)</source>
        <translation>deja que el jugador elija entre todas las escuelas: enumera las escuelas (o known)</translation>
    </message>
    <message>
        <source>the level-up HP roll takes this advantage whenever the rule is active: the condition is not asked at level-up</source>
        <translation>la tirada de PG de subida de nivel recibe esta ventaja siempre que la regla esté activa: la condición no se pregunta al subir de nivel</translation>
    </message>
    <message>
        <source>{rule} is no active Hit Dice Advantage rule for a field rest</source>
        <translation>{rule} no es una regla de Ventaja en Dados de Golpe activa para un descanso al raso</translation>
    </message>
    <message>
        <source>Healed {amount} ({sources}): HP {before} → {after}</source>
        <translation>Curación de {amount} ({sources}): PG {before} → {after}</translation>
    </message>
    <message>
        <source>Healed {amount}: HP {before} → {after}</source>
        <translation>Curación de {amount}: PG {before} → {after}</translation>
    </message>
    <message>
        <source>Dying off</source>
        <translation>Moribundo: desactivado</translation>
    </message>
    <message>
        <source>levelling up needs a class item: the character has none</source>
        <translation>subir de nivel necesita un objeto de clase: el personaje no tiene ninguno</translation>
    </message>
    <message>
        <source>levelling up needs a class item: {name} is none</source>
        <translation>subir de nivel necesita un objeto de clase: {name} no lo es</translation>
    </message>
    <message>
        <source>level {level} is the last level: there is no level to gain</source>
        <translation>el nivel {level} es el último: no hay ningún nivel que ganar</translation>
    </message>
    <message>
        <source>level {level} of {name} has no stat increase: give no stats</source>
        <translation>el nivel {level} de {name} no tiene mejora de atributo: no indiques ningún atributo</translation>
    </message>
    <message>
        <source>level {level} of {name} has a primary stat increase: name one key stat</source>
        <translation>el nivel {level} de {name} tiene una mejora principal de atributo: indica un atributo clave</translation>
    </message>
    <message>
        <source>level {level} of {name} has a secondary stat increase: name one stat that is not a key stat</source>
        <translation>el nivel {level} de {name} tiene una mejora secundaria de atributo: indica un atributo que no sea atributo clave</translation>
    </message>
    <message>
        <source>level {level} of {name} has a capstone increase: name two different stats</source>
        <translation>el nivel {level} de {name} tiene una mejora de culminación: indica dos atributos distintos</translation>
    </message>
    <message>
        <source>primary increase must be a key stat ({keys}), not {stat}</source>
        <translation>la mejora principal debe ser de un atributo clave ({keys}), no {stat}</translation>
    </message>
    <message>
        <source>secondary increase must be a non-key stat ({stat} is a key stat)</source>
        <translation>la mejora secundaria debe ser de un atributo que no sea clave ({stat} es un atributo clave)</translation>
    </message>
    <message>
        <source>a stat cannot pass {cap}: {stat} is {value}</source>
        <translation>un atributo no puede superar {cap}: {stat} es {value}</translation>
    </message>
    <message>
        <source>a level gives exactly one skill point: name one skill in &apos;skill&apos;</source>
        <translation>un nivel da exactamente un punto de habilidad: indica una habilidad en &apos;skill&apos;</translation>
    </message>
    <message>
        <source>unknown skill {skill} (one of {skills})</source>
        <translation>habilidad desconocida {skill} (una de {skills})</translation>
    </message>
    <message>
        <source>a skill cannot pass +{cap}: {skill} is +{value}</source>
        <translation>una habilidad no puede superar +{cap}: {skill} está en +{value}</translation>
    </message>
    <message>
        <source>a subclass is chosen at level {at}, not at level {level}</source>
        <translation>una subclase se elige en el nivel {at}, no en el nivel {level}</translation>
    </message>
    <message>
        <source>the subclass&apos;s parentClass must be {identifier} (the class&apos;s identifier), not {parent}</source>
        <translation>el parentClass de la subclase debe ser {identifier} (el identificador de la clase), no {parent}</translation>
    </message>
    <message>
        <source>an epic boon is chosen at level {at}, not at level {level}</source>
        <translation>un don épico se elige en el nivel {at}, no en el nivel {level}</translation>
    </message>
    <message>
        <source>{name} has no hit die size (hitDieSize 4, 6, 8, 10, 12 or 20): the level&apos;s HP cannot be found</source>
        <translation>{name} no tiene tamaño de dado de golpe (hitDieSize 4, 6, 8, 10, 12 o 20): no se pueden determinar los PG del nivel</translation>
    </message>
    <message>
        <source>average of {die}</source>
        <translation>promedio de {die}</translation>
    </message>
    <message>
        <source>the HP value must be 1..{faces} (a {die} rolled at the table), not {value}</source>
        <translation>el valor de PG debe ser 1..{faces} (un {die} tirado en la mesa), no {value}</translation>
    </message>
    <message>
        <source>{die} rolled at the table</source>
        <translation>{die} tirado en la mesa</translation>
    </message>
    <message>
        <source>{die} with advantage{sources}: {faces} → {kept}</source>
        <translation>{die} con ventaja{sources}: {faces} → {kept}</translation>
    </message>
    <message>
        <source>the items added grant more than {limit} items (a Grant Item loop?)</source>
        <translation>los objetos añadidos otorgan más de {limit} objetos (¿un bucle de Otorgar objeto?)</translation>
    </message>
    <message>
        <source>Granted: {items}</source>
        <translation>Otorgado: {items}</translation>
    </message>
    <message>
        <source>HP +{hp} ({how})</source>
        <translation>PG +{hp} ({how})</translation>
    </message>
    <message>
        <source>added {items}</source>
        <translation>añadido: {items}</translation>
    </message>
    <message>
        <source>{name} level {level}: {changes}</source>
        <translation>{name} nivel {level}: {changes}</translation>
    </message>
    <message>
        <source>there is no level-up in the history to take back (levelUpHistory is empty)</source>
        <translation>no hay ninguna subida de nivel en el historial que deshacer (levelUpHistory está vacío)</translation>
    </message>
    <message>
        <source>Level {level} taken back: HP -{hp}</source>
        <translation>Nivel {level} retirado: PG -{hp}</translation>
    </message>
    <message>
        <source>, removed {items}</source>
        <translation>, quitado: {items}</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Area size</source>
        <translation>Tamaño de área</translation>
    </message>
    <message>
        <source>DC</source>
        <translation>CD</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>{name} upcasts by a choice: give &apos;choice&apos; (0..{last})</source>
        <translation>{name} se potencia mediante una elección: indica &apos;choice&apos; (0..{last})</translation>
    </message>
    <message>
        <source>{name} offers no upcast choices</source>
        <translation>{name} no ofrece elecciones de potenciado</translation>
    </message>
    <message>
        <source>{name} is a cantrip: it costs no mana and cannot be upcast</source>
        <translation>{name} es un truco: no cuesta maná y no se puede potenciar</translation>
    </message>
    <message>
        <source>{name} is a tier {tier} spell: it needs at least {tier} mana</source>
        <translation>{name} es un conjuro de nivel {tier}: necesita al menos {tier} de maná</translation>
    </message>
    <message>
        <source>{name} cannot be upcast (its scaling is none)</source>
        <translation>{name} no se puede potenciar (no tiene escalado)</translation>
    </message>
    <message>
        <source>no tier is unlocked</source>
        <translation>no hay ningún nivel desbloqueado</translation>
    </message>
    <message>
        <source>the highest unlocked tier is {tier}</source>
        <translation>el nivel desbloqueado más alto es {tier}</translation>
    </message>
    <message>
        <source>{name} cannot be upcast to {mana} mana: {why}</source>
        <translation>{name} no se puede potenciar a {mana} de maná: {why}</translation>
    </message>
    <message>
        <source>{name} needs {mana} mana, {left} left</source>
        <translation>{name} necesita {mana} de maná, quedan {left}</translation>
    </message>
    <message>
        <source>+{value} damage</source>
        <translation>+{value} de daño</translation>
    </message>
    <message>
        <source>+{dice} damage</source>
        <translation>+{dice} de daño</translation>
    </message>
    <message numerus="yes">
        <source>damage dice {value} sizes larger</source>
        <translation>
            <numerusform>dados de daño {value} tamaño más grandes</numerusform>
            <numerusform>dados de daño {value} tamaños más grandes</numerusform>
        </translation>
    </message>
    <message>
        <source>Condition: {condition}</source>
        <translation>Estado: {condition}</translation>
    </message>
    <message>
        <source>one more</source>
        <translation>uno más</translation>
    </message>
    <message>
        <source>Duration +{value} {unit}</source>
        <translation>Duración +{value} {unit}</translation>
    </message>
    <message>
        <source>{name}: an upcast delta ({operation}) names no damage of this spell; skipped</source>
        <translation>{name}: un delta de potenciado ({operation}) no nombra ningún daño de este conjuro; se omite</translation>
    </message>
    <message>
        <source>{condition}: {name} cannot be cast</source>
        <translation>{condition}: no se puede lanzar {name}</translation>
    </message>
    <message>
        <source>Cast {name} (tier {tier})</source>
        <translation>Lanzamiento de {name} (nivel {tier})</translation>
    </message>
    <message>
        <source>Cast {name} (cantrip)</source>
        <translation>Lanzamiento de {name} (truco)</translation>
    </message>
    <message>
        <source>: {mana} mana</source>
        <translation>: {mana} de maná</translation>
    </message>
    <message>
        <source>, upcast {steps}: {deltas}</source>
        <translation>, potenciado en {steps}: {deltas}</translation>
    </message>
    <message>
        <source>Warning: {name} is tier {tier}, above the highest unlocked tier ({highest})</source>
        <translation>Advertencia: {name} es de nivel {tier}, por encima del nivel desbloqueado más alto ({highest})</translation>
    </message>
    <message>
        <source>none: not a caster</source>
        <translation>ninguno: no es lanzador de conjuros</translation>
    </message>
    <message>
        <source>combat mana {before} → {after}</source>
        <translation>maná de combate {before} → {after}</translation>
    </message>
    <message>
        <source>mana {before} → {after}</source>
        <translation>maná {before} → {after}</translation>
    </message>
    <message>
        <source>Spent {mana} mana ({parts})</source>
        <translation>{mana} de maná gastado ({parts})</translation>
    </message>
    <message>
        <source>a new spell</source>
        <translation>un conjuro nuevo</translation>
    </message>
    <message>
        <source>Concentrating on {name}</source>
        <translation>Concentración en {name}</translation>
    </message>
    <message>
        <source>a spell</source>
        <translation>un conjuro</translation>
    </message>
    <message>
        <source>Concentration on {name} ended ({why})</source>
        <translation>Fin de la concentración en {name} ({why})</translation>
    </message>
    <message>
        <source>Concentration: {roll}</source>
        <translation>Concentración: {roll}</translation>
    </message>
    <message>
        <source>Concentration: Strength save passed (taken)</source>
        <translation>Concentración: salvación de Fuerza superada (resultado indicado)</translation>
    </message>
    <message>
        <source>Concentration: Strength save failed (taken)</source>
        <translation>Concentración: salvación de Fuerza fallada (resultado indicado)</translation>
    </message>
    <message>
        <source>the concentration save failed</source>
        <translation>la salvación de concentración ha fallado</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>moribundo</translation>
    </message>
    <message>
        <source>Mana {before} → {max} (its max is now {max})</source>
        <translation>Maná {before} → {max} (su máximo ahora es {max})</translation>
    </message>
    <message>
        <source>states: dying and concentrating: concentration ended (a dying character cannot concentrate)</source>
        <translation>estados: dying y concentrating: concentración terminada (un personaje moribundo no puede concentrarse)</translation>
    </message>
    <message>
        <source>mana.current: {value} is above the derived max {max}; clamped to it</source>
        <translation>mana.current: {value} supera el máximo derivado {max}; se ajusta a él</translation>
    </message>
    <message>
        <source>Start encounter</source>
        <translation>Iniciar encuentro</translation>
    </message>
    <message>
        <source>End encounter</source>
        <translation>Terminar encuentro</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Tirar iniciativa</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prueba</translation>
    </message>
    <message>
        <source>Start turn</source>
        <translation>Iniciar turno</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Spend hit dice</source>
        <translation>Gastar dados de golpe</translation>
    </message>
    <message>
        <source>Trigger {trigger}</source>
        <translation>Desencadenar {trigger}</translation>
    </message>
    <message>
        <source>Attacked ({damage}, critical)</source>
        <translation>Atacado ({damage}, crítico)</translation>
    </message>
    <message>
        <source>Attacked ({damage})</source>
        <translation>Atacado ({damage})</translation>
    </message>
    <message>
        <source>Damage ({amount})</source>
        <translation>Daño ({amount})</translation>
    </message>
    <message>
        <source>Heal ({amount} HP)</source>
        <translation>Curar ({amount} PG)</translation>
    </message>
    <message>
        <source>Spend {name}</source>
        <translation>Gastar {name}</translation>
    </message>
    <message>
        <source>Roll a die from {name}</source>
        <translation>Tirar un dado de {name}</translation>
    </message>
    <message>
        <source>Set a die of {name}</source>
        <translation>Fijar un dado de {name}</translation>
    </message>
    <message>
        <source>Remove a die from {name}</source>
        <translation>Quitar un dado de {name}</translation>
    </message>
    <message>
        <source>Reroll a die of {name}</source>
        <translation>Volver a tirar un dado de {name}</translation>
    </message>
    <message>
        <source>Roll a die into {name}</source>
        <translation>Tirar un dado en {name}</translation>
    </message>
    <message>
        <source>Set {name} to {value}</source>
        <translation>Fijar {name} en {value}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Inteligencia</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Voluntad</translation>
    </message>
    <message>
        <source>Max HP</source>
        <translation>PG máx.</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <source>Max wounds</source>
        <translation>Heridas máx.</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Maná</translation>
    </message>
    <message>
        <source>Max mana</source>
        <translation>Maná máx.</translation>
    </message>
    <message>
        <source>Temporary HP</source>
        <translation>PG temporales</translation>
    </message>
    <message>
        <source>{skill} points</source>
        <translation>Puntos de {skill}</translation>
    </message>
    <message>
        <source>{skill} bonus</source>
        <translation>Bono de {skill}</translation>
    </message>
    <message>
        <source>{stat} save bonus</source>
        <translation>Bono de salvación de {stat}</translation>
    </message>
    <message>
        <source>{stat} save roll mode</source>
        <translation>Modo de tirada de salvación de {stat}</translation>
    </message>
    <message>
        <source>{mode} speed</source>
        <translation>Velocidad ({mode})</translation>
    </message>
    <message>
        <source>Max actions</source>
        <translation>Acciones máx.</translation>
    </message>
    <message>
        <source>Mana bonus</source>
        <translation>Bono de maná</translation>
    </message>
    <message>
        <source>Highest spell tier</source>
        <translation>Nivel de conjuro más alto</translation>
    </message>
    <message>
        <source>Set {field}</source>
        <translation>Fijar {field}</translation>
    </message>
    <message>
        <source>Set {field} to {value}</source>
        <translation>Fijar {field} en {value}</translation>
    </message>
    <message>
        <source>Use {name}</source>
        <translation>Usar {name}</translation>
    </message>
    <message>
        <source>Equip {name}</source>
        <translation>Equipar {name}</translation>
    </message>
    <message>
        <source>Unequip {name}</source>
        <translation>Desequipar {name}</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Añadir {name}</translation>
    </message>
    <message>
        <source>Add an item</source>
        <translation>Añadir un objeto</translation>
    </message>
    <message numerus="yes">
        <source>Add %n items</source>
        <translation>
            <numerusform>Añadir %n objeto</numerusform>
            <numerusform>Añadir %n objetos</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>Editar {name}</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>Duplicar {name}</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Mover {name}</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Eliminar {name}</translation>
    </message>
    <message>
        <source>Enable a rule of {name}</source>
        <translation>Activar una regla de {name}</translation>
    </message>
    <message>
        <source>Disable a rule of {name}</source>
        <translation>Desactivar una regla de {name}</translation>
    </message>
    <message>
        <source>Edit a rule of {name}</source>
        <translation>Editar una regla de {name}</translation>
    </message>
    <message>
        <source>Add a rule of {name}</source>
        <translation>Añadir una regla a {name}</translation>
    </message>
    <message>
        <source>Delete a rule of {name}</source>
        <translation>Eliminar una regla de {name}</translation>
    </message>
    <message>
        <source>Rules Builder edits on {name}</source>
        <translation>Ediciones del Constructor de reglas en {name}</translation>
    </message>
    <message numerus="yes">
        <source>Spend %n actions</source>
        <translation>
            <numerusform>Gastar una acción</numerusform>
            <numerusform>Gastar %n acciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Cast {name}</source>
        <translation>Lanzar {name}</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>Subir de nivel</translation>
    </message>
    <message>
        <source>Level down</source>
        <translation>Bajar de nivel</translation>
    </message>
    <message>
        <source>you died</source>
        <translation>has muerto</translation>
    </message>
    <message>
        <source>you were wounded</source>
        <translation>te han herido</translation>
    </message>
    <message>
        <source>you are dying</source>
        <translation>estás moribundo</translation>
    </message>
    <message>
        <source>you rested</source>
        <translation>has descansado</translation>
    </message>
    <message>
        <source>your turn started</source>
        <translation>ha empezado tu turno</translation>
    </message>
    <message>
        <source>your turn ended</source>
        <translation>ha terminado tu turno</translation>
    </message>
    <message>
        <source>the encounter ended</source>
        <translation>ha terminado el encuentro</translation>
    </message>
    <message>
        <source>you took a critical hit</source>
        <translation>has recibido un golpe crítico</translation>
    </message>
    <message>
        <source>Killed (the character dies)</source>
        <translation>Muerto (el personaje muere)</translation>
    </message>
    <message>
        <source>Wounded (a wound is added)</source>
        <translation>Herido (se añade una herida)</translation>
    </message>
    <message>
        <source>Dying (the character starts dying)</source>
        <translation>Moribundo (el personaje pasa a estar moribundo)</translation>
    </message>
    <message>
        <source>A safe or field rest</source>
        <translation>Un descanso seguro o al raso</translation>
    </message>
    <message>
        <source>Turn start</source>
        <translation>Inicio del turno</translation>
    </message>
    <message>
        <source>Turn end</source>
        <translation>Fin del turno</translation>
    </message>
    <message>
        <source>A critical hit received</source>
        <translation>Un golpe crítico recibido</translation>
    </message>
    <message>
        <source>End your {name}?</source>
        <translation>¿Terminar tu {name}?</translation>
    </message>
    <message>
        <source>End {name}?</source>
        <translation>¿Terminar {name}?</translation>
    </message>
    <message>
        <source>{name} ended: {cause}</source>
        <translation>Fin de {name}: {cause}</translation>
    </message>
    <message>
        <source>{pool} cleared ({name} ended)</source>
        <translation>{pool}: reserva vaciada (fin de {name})</translation>
    </message>
    <message>
        <source>{pool} emptied ({name} ended)</source>
        <translation>{pool}: reserva agotada (fin de {name})</translation>
    </message>
    <message numerus="yes">
        <source>no attack or use of {name} for %n rounds</source>
        <translation>
            <numerusform>ningún ataque ni uso de {name} durante %n asalto</numerusform>
            <numerusform>ningún ataque ni uso de {name} durante %n asaltos</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} on: {cause} ({source})</source>
        <translation>Activación de {name}: {cause} ({source})</translation>
    </message>
    <message>
        <source>slashing</source>
        <translation>cortante</translation>
    </message>
    <message>
        <source>piercing</source>
        <translation>perforante</translation>
    </message>
    <message>
        <source>bludgeoning</source>
        <translation>contundente</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>fuego</translation>
    </message>
    <message>
        <source>cold</source>
        <translation>frío</translation>
    </message>
    <message>
        <source>lightning</source>
        <translation>relámpago</translation>
    </message>
    <message>
        <source>acid</source>
        <translation>ácido</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>veneno</translation>
    </message>
    <message>
        <source>necrotic</source>
        <translation>necrótico</translation>
    </message>
    <message>
        <source>radiant</source>
        <translation>radiante</translation>
    </message>
    <message>
        <source>psychic</source>
        <translation>psíquico</translation>
    </message>
    <message>
        <source>force</source>
        <translation>fuerza</translation>
    </message>
    <message>
        <source>thunder</source>
        <translation>trueno</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arma</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>armadura</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>escudo</translation>
    </message>
    <message>
        <source>wand</source>
        <translation>varita</translation>
    </message>
    <message>
        <source>gear</source>
        <translation>equipo</translation>
    </message>
    <message>
        <source>consumable</source>
        <translation>consumible</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Identifier</source>
        <translation>Identificador</translation>
    </message>
    <message>
        <source>Optional name other rules can refer to this rule by.</source>
        <translation>Nombre opcional con el que otras reglas pueden referirse a esta regla.</translation>
    </message>
    <message>
        <source>Suppress activation card</source>
        <translation>Ocultar la tarjeta de activación</translation>
    </message>
    <message>
        <source>Whether using the item writes its activation card to the log.</source>
        <translation>Indica si usar el objeto escribe su tarjeta de activación en el registro.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>Triggers</source>
        <translation>Desencadenantes</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonos</translation>
    </message>
    <message>
        <source>Grants</source>
        <translation>Concesiones</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>How consumers and modifiers find this pool. Blank: the label&apos;s slug.</source>
        <translation>Cómo encuentran esta reserva los consumidores y modificadores. Vacío: el slug de la etiqueta.</translation>
    </message>
    <message>
        <source>Where the pool&apos;s state lives.</source>
        <translation>Dónde se guarda el estado de la reserva.</translation>
    </message>
    <message>
        <source>Must match the pool&apos;s scope.</source>
        <translation>Debe coincidir con el alcance de la reserva.</translation>
    </message>
    <message>
        <source>How the pool starts when first granted.</source>
        <translation>Cómo empieza la reserva cuando se otorga por primera vez.</translation>
    </message>
    <message>
        <source>Charge Pool</source>
        <translation>Reserva de cargas</translation>
    </message>
    <message>
        <source>A refillable pool of charges (per item or per character), with recovery triggers.</source>
        <translation>Una reserva de cargas recargable (por objeto o por personaje), con desencadenantes de recuperación.</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>Max charges</source>
        <translation>Cargas máx.</translation>
    </message>
    <message>
        <source>Capacity: 3, @key, @level + 1 …</source>
        <translation>Capacidad: 3, @key, @level + 1 …</translation>
    </message>
    <message>
        <source>Die size</source>
        <translation>Tamaño de dado</translation>
    </message>
    <message>
        <source>Set when each charge is spent by rolling a die (Combat Dice).</source>
        <translation>Se define cuando cada carga se gasta tirando un dado (Dados de combate).</translation>
    </message>
    <message>
        <source>Initial</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Oculta</translation>
    </message>
    <message>
        <source>Tracked but not shown on the sheet (a gate, not a resource).</source>
        <translation>Se registra pero no se muestra en la hoja (un control, no un recurso).</translation>
    </message>
    <message>
        <source>Recoveries</source>
        <translation>Recuperaciones</translation>
    </message>
    <message>
        <source>When charges come back, in this order.</source>
        <translation>Cuándo vuelven las cargas, en este orden.</translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charge(s) {die}</source>
        <translation>
            <numerusform>{pool}: %n carga {die}</numerusform>
            <numerusform>{pool}: %n cargas {die}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charge(s)</source>
        <translation>
            <numerusform>{pool}: %n carga</numerusform>
            <numerusform>{pool}: %n cargas</numerusform>
        </translation>
    </message>
    <message>
        <source>Charge Consumer</source>
        <translation>Consumidor de cargas</translation>
    </message>
    <message>
        <source>Spends charges from a charge pool each time this item is used.</source>
        <translation>Gasta cargas de una reserva de cargas cada vez que se usa este objeto.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>The charge pool this item spends from.</source>
        <translation>La reserva de cargas de la que gasta este objeto.</translation>
    </message>
    <message>
        <source>Pool scope</source>
        <translation>Alcance de la reserva</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Charges spent per use.</source>
        <translation>Cargas gastadas por uso.</translation>
    </message>
    <message>
        <source>Each use spends {cost} of {pool}</source>
        <translation>Cada uso gasta {cost} de {pool}</translation>
    </message>
    <message>
        <source>Dice Pool</source>
        <translation>Reserva de dados</translation>
    </message>
    <message>
        <source>A refillable pool of rolled dice (Fury Dice, Judgment Dice); each die keeps its face.</source>
        <translation>Una reserva recargable de dados tirados (Dados de Furia, Dados de Juicio); cada dado conserva su cara.</translation>
    </message>
    <message>
        <source>Size of each die stored in the pool.</source>
        <translation>Tamaño de cada dado guardado en la reserva.</translation>
    </message>
    <message>
        <source>Max dice</source>
        <translation>Dados máx.</translation>
    </message>
    <message>
        <source>How many dice the pool holds: 3, @key …</source>
        <translation>Cuántos dados caben en la reserva: 3, @key …</translation>
    </message>
    <message>
        <source>Refills</source>
        <translation>Rellenos</translation>
    </message>
    <message>
        <source>When dice come back, in this order.</source>
        <translation>Cuándo vuelven los dados, en este orden.</translation>
    </message>
    <message>
        <source>{pool}: up to {count} {die}</source>
        <translation>{pool}: hasta {count} {die}</translation>
    </message>
    <message>
        <source>Dice Consumer</source>
        <translation>Consumidor de dados</translation>
    </message>
    <message>
        <source>Spends dice from a dice pool (manual) or adds their faces to attacks (auto bonus).</source>
        <translation>Gasta dados de una reserva de dados (manual) o suma sus caras a los ataques (bono automático).</translation>
    </message>
    <message>
        <source>The dice pool this consumer uses.</source>
        <translation>La reserva de dados que usa este consumidor.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>How the pool&apos;s dice are used.</source>
        <translation>Cómo se usan los dados de la reserva.</translation>
    </message>
    <message>
        <source>Consume: at least this many dice. Maximize: at most this many.</source>
        <translation>Consumir: al menos esta cantidad de dados. Maximizar: como máximo esta cantidad.</translation>
    </message>
    <message>
        <source>Attack delivery</source>
        <translation>Forma de ataque</translation>
    </message>
    <message>
        <source>Which attacks get the faces as a bonus.</source>
        <translation>Qué ataques reciben las caras como bono.</translation>
    </message>
    <message>
        <source>Effect formula</source>
        <translation>Fórmula de efecto</translation>
    </message>
    <message>
        <source>Evaluated when the player confirms: @n = dice picked, @sum = their faces.</source>
        <translation>Se evalúa cuando el jugador confirma: @n = dados elegidos, @sum = sus caras.</translation>
    </message>
    <message>
        <source>Effect type</source>
        <translation>Tipo de efecto</translation>
    </message>
    <message>
        <source>What the effect&apos;s total does.</source>
        <translation>Qué hace el total del efecto.</translation>
    </message>
    <message>
        <source>Selection outcome</source>
        <translation>Resultado de la selección</translation>
    </message>
    <message>
        <source>What happens to the picked dice.</source>
        <translation>Qué les pasa a los dados elegidos.</translation>
    </message>
    <message>
        <source>Card offer</source>
        <translation>Oferta en la tarjeta</translation>
    </message>
    <message>
        <source>Offered on an attack&apos;s result instead of in the dice panel: when one of your attacks hits (or crits), pick dice there and the effect&apos;s total is added to that attack&apos;s damage, in the same action. Attack delivery filters which attacks offer it.</source>
        <translation>Se ofrece en el resultado de un ataque en lugar de en el panel de dados: cuando uno de tus ataques impacta (o es crítico), elige ahí los dados y el total del efecto se suma al daño de ese ataque, en la misma acción. La forma de ataque filtra qué ataques lo ofrecen.</translation>
    </message>
    <message>
        <source>Every {pool} face adds to melee attacks</source>
        <translation>Cada cara de {pool} se suma a los ataques cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Every {pool} face adds to ranged attacks</source>
        <translation>Cada cara de {pool} se suma a los ataques a distancia</translation>
    </message>
    <message>
        <source>Every {pool} face adds to every attack</source>
        <translation>Cada cara de {pool} se suma a todos los ataques</translation>
    </message>
    <message>
        <source>Raise up to {cost} of {pool} to the top face</source>
        <translation>Subir hasta {cost} de {pool} a su cara máxima</translation>
    </message>
    <message>
        <source>On a critical hit: spend {pool} (at least {cost}) for {effect} extra damage</source>
        <translation>En un golpe crítico: gastar {pool} (al menos {cost}) para {effect} de daño adicional</translation>
    </message>
    <message>
        <source>On a hit: spend {pool} (at least {cost}) for {effect} extra damage</source>
        <translation>Al impactar: gastar {pool} (al menos {cost}) para {effect} de daño adicional</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Spend {pool} (at least {cost}): {effect} damage reduction</source>
        <translation>Gastar {pool} (al menos {cost}): {effect} de reducción de daño</translation>
    </message>
    <message>
        <source>Spend {pool} (at least {cost}): {effect}</source>
        <translation>Gastar {pool} (al menos {cost}): {effect}</translation>
    </message>
    <message>
        <source>Modify Pool</source>
        <translation>Modificar reserva</translation>
    </message>
    <message>
        <source>Upgrades another feature&apos;s pool: die size, max, minimum face, extra refills.</source>
        <translation>Mejora la reserva de otro rasgo: tamaño de dado, máximo, cara mínima, rellenos adicionales.</translation>
    </message>
    <message>
        <source>Pool type</source>
        <translation>Tipo de reserva</translation>
    </message>
    <message>
        <source>Which kind of pool to modify.</source>
        <translation>Qué clase de reserva modificar.</translation>
    </message>
    <message>
        <source>The pool to modify (defined by another rule).</source>
        <translation>La reserva que modificar (definida por otra regla).</translation>
    </message>
    <message>
        <source>Leave on Either scope unless two pools share the name.</source>
        <translation>Déjalo en «Cualquier alcance» salvo que dos reservas compartan el nombre.</translation>
    </message>
    <message>
        <source>Die size override</source>
        <translation>Sustitución del tamaño de dado</translation>
    </message>
    <message>
        <source>Replaces the pool&apos;s die; dice in it keep their faces.</source>
        <translation>Sustituye el dado de la reserva; los dados que contiene conservan sus caras.</translation>
    </message>
    <message>
        <source>Max delta</source>
        <translation>Variación del máximo</translation>
    </message>
    <message>
        <source>Signed change to the max: 1, -1, @level. Blank: none.</source>
        <translation>Cambio con signo del máximo: 1, -1, @level. Vacío: ninguno.</translation>
    </message>
    <message>
        <source>Minimum face</source>
        <translation>Cara mínima</translation>
    </message>
    <message>
        <source>Dice rolled into the pool below this are raised to it. Blank: no floor.</source>
        <translation>Los dados tirados en la reserva por debajo de este valor suben hasta él. Vacío: sin mínimo.</translation>
    </message>
    <message>
        <source>Additional refills</source>
        <translation>Rellenos adicionales</translation>
    </message>
    <message>
        <source>Appended after the pool&apos;s own refills.</source>
        <translation>Se añaden tras los rellenos propios de la reserva.</translation>
    </message>
    <message>
        <source>die size {die}</source>
        <translation>tamaño de dado {die}</translation>
    </message>
    <message>
        <source>max + ({delta})</source>
        <translation>máx. + ({delta})</translation>
    </message>
    <message>
        <source>minimum face {face}</source>
        <translation>cara mínima {face}</translation>
    </message>
    <message>
        <source>{trigger}: {mode}</source>
        <translation>{trigger}: {mode}</translation>
    </message>
    <message>
        <source>{trigger}: {mode} {amount}</source>
        <translation>{trigger}: {mode} {amount}</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>sin cambios</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name}: {what}</translation>
    </message>
    <message>
        <source>Modify Consumer</source>
        <translation>Modificar consumidor</translation>
    </message>
    <message>
        <source>Appends to the effect formula of the dice consumers that spend a pool.</source>
        <translation>Añade a la fórmula de efecto de los consumidores de dados que gastan una reserva.</translation>
    </message>
    <message>
        <source>The dice pool whose consumers to modify.</source>
        <translation>La reserva de dados cuyos consumidores modificar.</translation>
    </message>
    <message>
        <source>Effect type filter</source>
        <translation>Filtro de tipo de efecto</translation>
    </message>
    <message>
        <source>Which consumers to modify.</source>
        <translation>Qué consumidores modificar.</translation>
    </message>
    <message>
        <source>Append formula</source>
        <translation>Fórmula que añadir</translation>
    </message>
    <message>
        <source>Added to matching effect formulas as + (…); @n and @sum work here.</source>
        <translation>Se añade a las fórmulas de efecto coincidentes como + (…); @n y @sum funcionan aquí.</translation>
    </message>
    <message>
        <source>Spends of {pool} add + ({formula})</source>
        <translation>Los gastos de {pool} añaden + ({formula})</translation>
    </message>
    <message>
        <source>Combat Mana</source>
        <translation>Maná de combate</translation>
    </message>
    <message>
        <source>Grants mana for the length of a combat and clears it afterwards.</source>
        <translation>Otorga maná durante un combate y lo borra después.</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Maná</translation>
    </message>
    <message>
        <source>Mana granted for the combat: 2, @key, @level …</source>
        <translation>Maná otorgado para el combate: 2, @key, @level …</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Recurso</translation>
    </message>
    <message>
        <source>What is granted.</source>
        <translation>Qué se otorga.</translation>
    </message>
    <message>
        <source>Granted on</source>
        <translation>Se otorga en</translation>
    </message>
    <message>
        <source>When the mana is granted.</source>
        <translation>Cuándo se otorga el maná.</translation>
    </message>
    <message>
        <source>Cleared on</source>
        <translation>Se borra en</translation>
    </message>
    <message>
        <source>When the granted mana disappears.</source>
        <translation>Cuándo desaparece el maná otorgado.</translation>
    </message>
    <message>
        <source>Combat mana {formula} on the first initiative roll</source>
        <translation>Maná de combate {formula} en la primera tirada de iniciativa</translation>
    </message>
    <message>
        <source>Combat mana {formula} on the encounter&apos;s start</source>
        <translation>Maná de combate {formula} al comienzo del encuentro</translation>
    </message>
    <message>
        <source>Pool Gain Message</source>
        <translation>Mensaje de ganancia de reserva</translation>
    </message>
    <message>
        <source>Writes a line to the activity log whenever a dice pool gains dice.</source>
        <translation>Escribe una línea en el registro de actividad cada vez que una reserva de dados gana dados.</translation>
    </message>
    <message>
        <source>The dice pool to watch.</source>
        <translation>La reserva de dados que vigilar.</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Fórmula</translation>
    </message>
    <message>
        <source>Its value (floored) replaces {value} in the message.</source>
        <translation>Su valor (redondeado hacia abajo) sustituye a {value} en el mensaje.</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Use {value} to insert the formula&apos;s result.</source>
        <translation>Usa {value} para insertar el resultado de la fórmula.</translation>
    </message>
    <message>
        <source>When {pool} gains dice: {message}</source>
        <translation>Cuando {pool} gana dados: {message}</translation>
    </message>
    <message>
        <source>Toggle Effect</source>
        <translation>Efecto conmutable</translation>
    </message>
    <message>
        <source>Using the item turns states on (self:raging) until the player switches them off, an event ends them or rounds pass idle; ending empties the listed pools.</source>
        <translation>Usar el objeto activa estados (self:raging) hasta que el jugador los desactive, un evento los termine o pasen asaltos inactivos; al terminar se vacían las reservas indicadas.</translation>
    </message>
    <message>
        <source>How a Modify Toggle names this toggle (blank: its id).</source>
        <translation>Cómo un «Modificar efecto conmutable» nombra este efecto (vacío: su id).</translation>
    </message>
    <message>
        <source>States</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>Tags this turns on when the item is used, comma-separated: self:raging. It is on while any of them is set; ending it clears them all.</source>
        <translation>Etiquetas que esto activa al usar el objeto, separadas por comas: self:raging. Está activo mientras haya alguna puesta; terminarlo las borra todas.</translation>
    </message>
    <message>
        <source>Ends on</source>
        <translation>Termina con</translation>
    </message>
    <message>
        <source>Events that end it, whoever turned it on.</source>
        <translation>Eventos que lo terminan, sea quien sea quien lo activó.</translation>
    </message>
    <message>
        <source>Ends when idle for</source>
        <translation>Termina tras inactividad de</translation>
    </message>
    <message>
        <source>Rounds of an encounter without an attack or a use of this item, checked at the end of your turn. Blank: never.</source>
        <translation>Asaltos de un encuentro sin ataques ni usos de este objeto, comprobados al final de tu turno. Vacío: nunca.</translation>
    </message>
    <message>
        <source>Ask before ending</source>
        <translation>Preguntar antes de terminar</translation>
    </message>
    <message>
        <source>Asked when the player switches it off on the sheet.</source>
        <translation>Se pregunta cuando el jugador lo desactiva en la hoja.</translation>
    </message>
    <message>
        <source>Empty on end</source>
        <translation>Vaciar al terminar</translation>
    </message>
    <message>
        <source>Pools emptied whenever it ends (dice or charges).</source>
        <translation>Reservas que se vacían cada vez que termina (dados o cargas).</translation>
    </message>
    <message numerus="yes">
        <source>%n idle round(s)</source>
        <translation>
            <numerusform>%n asalto inactivo</numerusform>
            <numerusform>%n asaltos inactivos</numerusform>
        </translation>
    </message>
    <message>
        <source>Using it turns on {states}; ends on {events}</source>
        <translation>Usarlo activa {states}; termina con {events}</translation>
    </message>
    <message>
        <source>Using it turns on {states}</source>
        <translation>Usarlo activa {states}</translation>
    </message>
    <message>
        <source>Modify Toggle</source>
        <translation>Modificar efecto conmutable</translation>
    </message>
    <message>
        <source>Changes another feature&apos;s toggle: events that no longer end it, events that turn it on.</source>
        <translation>Cambia el efecto conmutable de otro rasgo: eventos que ya no lo terminan, eventos que lo activan.</translation>
    </message>
    <message>
        <source>Toggle</source>
        <translation>Efecto conmutable</translation>
    </message>
    <message>
        <source>The toggle effect to change (its identifier).</source>
        <translation>El efecto conmutable que cambiar (su identificador).</translation>
    </message>
    <message>
        <source>No longer ends on</source>
        <translation>Ya no termina con</translation>
    </message>
    <message>
        <source>Events removed from that toggle&apos;s Ends on while this rule is active (Deep Rage: Dying).</source>
        <translation>Eventos quitados del «Termina con» de ese efecto mientras esta regla esté activa (Furia profunda: Moribundo).</translation>
    </message>
    <message>
        <source>Turns on at</source>
        <translation>Se activa con</translation>
    </message>
    <message>
        <source>Events that switch it on while this rule&apos;s condition holds: the states only, the item&apos;s activation does not run.</source>
        <translation>Eventos que lo activan mientras se cumple la condición de esta regla: solo los estados, la activación del objeto no se ejecuta.</translation>
    </message>
    <message>
        <source>turns on at {events}</source>
        <translation>se activa con {events}</translation>
    </message>
    <message>
        <source>does not end on {events}</source>
        <translation>no termina con {events}</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <source>Changes the wounds at which the character dies: max wounds + floor(value), at least 1 (character.md §15.1).</source>
        <translation>Cambia las heridas con las que muere el personaje: heridas máx. + floor(valor), al menos 1 (character.md §15.1).</translation>
    </message>
    <message>
        <source>Added to max wounds, rounded down: 1, @level, -1 … Blank: 0.</source>
        <translation>Se suma a las heridas máx., redondeado hacia abajo: 1, @level, -1 … Vacío: 0.</translation>
    </message>
    <message>
        <source>Max wounds + ({value})</source>
        <translation>Heridas máx. + ({value})</translation>
    </message>
    <message>
        <source>Which of your attacks it applies to (an attack without a delivery gets none).</source>
        <translation>A cuáles de tus ataques se aplica (un ataque sin forma no recibe ninguna).</translation>
    </message>
    <message>
        <source>Spells are spell attacks; every other attack (Unarmed Strike too) is a weapon attack.</source>
        <translation>Los conjuros son ataques de conjuro; cualquier otro ataque (también el Ataque sin armas) es un ataque con arma.</translation>
    </message>
    <message>
        <source>Only attacks whose damage has this type (fire, slashing …). Blank: every attack.</source>
        <translation>Solo los ataques cuyo daño es de este tipo (fuego, cortante …). Vacío: todos los ataques.</translation>
    </message>
    <message>
        <source>Only when the attack says the target has these tags (target:quarry). Empty: every target.</source>
        <translation>Solo cuando el ataque indica que el objetivo tiene estas etiquetas (target:quarry). Vacío: todos los objetivos.</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>ataques</translation>
    </message>
    <message>
        <source>weapon attacks</source>
        <translation>ataques con arma</translation>
    </message>
    <message>
        <source>spell attacks</source>
        <translation>ataques de conjuro</translation>
    </message>
    <message>
        <source>melee attacks</source>
        <translation>ataques cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>melee weapon attacks</source>
        <translation>ataques con arma cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>melee spell attacks</source>
        <translation>ataques de conjuro cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>ranged attacks</source>
        <translation>ataques a distancia</translation>
    </message>
    <message>
        <source>ranged weapon attacks</source>
        <translation>ataques con arma a distancia</translation>
    </message>
    <message>
        <source>ranged spell attacks</source>
        <translation>ataques de conjuro a distancia</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Bono de daño</translation>
    </message>
    <message>
        <source>Adds damage to your own attacks that hit, by delivery, source, damage type and target (character.md §15.3).</source>
        <translation>Añade daño a tus propios ataques que impactan, según la forma, la fuente, el tipo de daño y el objetivo (character.md §15.3).</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Added on a hit or a critical: 2, @level, 1d6 … A value of 0 or less adds nothing.</source>
        <translation>Se suma al impactar o en un crítico: 2, @level, 1d6 … Un valor de 0 o menos no añade nada.</translation>
    </message>
    <message>
        <source>Damage type</source>
        <translation>Tipo de daño</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Target condition</source>
        <translation>Condición del objetivo</translation>
    </message>
    <message>
        <source>+({value}) {type} damage on {attacks} that hit against a matching target</source>
        <translation>+({value}) de daño de tipo {type} en los {attacks} que impactan contra un objetivo coincidente</translation>
    </message>
    <message>
        <source>+({value}) damage on {attacks} that hit against a matching target</source>
        <translation>+({value}) de daño en los {attacks} que impactan contra un objetivo coincidente</translation>
    </message>
    <message>
        <source>+({value}) {type} damage on {attacks} that hit</source>
        <translation>+({value}) de daño de tipo {type} en los {attacks} que impactan</translation>
    </message>
    <message>
        <source>+({value}) damage on {attacks} that hit</source>
        <translation>+({value}) de daño en los {attacks} que impactan</translation>
    </message>
    <message>
        <source>Conditional Bonus</source>
        <translation>Bono condicional</translation>
    </message>
    <message>
        <source>A bonus the player picks per attack: advantage on the primary die, or extra damage on a hit (Hunter&apos;s Mark).</source>
        <translation>Un bono que el jugador elige en cada ataque: ventaja en el dado primario, o daño adicional al impactar (Marca del cazador).</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>Ventaja</translation>
    </message>
    <message>
        <source>Added to the primary die&apos;s roll mode when the player picks advantage.</source>
        <translation>Se suma al modo de tirada del dado primario cuando el jugador elige ventaja.</translation>
    </message>
    <message>
        <source>Added on a hit when the player picks damage: @level, 1d6 …</source>
        <translation>Se suma al impactar cuando el jugador elige daño: @level, 1d6 …</translation>
    </message>
    <message>
        <source>On {attacks} against a matching target, pick: advantage +{advantage} or +({damage}) damage</source>
        <translation>En los {attacks} contra un objetivo coincidente, elegir: ventaja +{advantage} o +({damage}) de daño</translation>
    </message>
    <message>
        <source>On {attacks}, pick: advantage +{advantage} or +({damage}) damage</source>
        <translation>En los {attacks}, elegir: ventaja +{advantage} o +({damage}) de daño</translation>
    </message>
    <message>
        <source>Damage Reduction</source>
        <translation>Reducción de daño</translation>
    </message>
    <message>
        <source>Reduces damage you take: by a number, or by half (rounded up), of every type or of the types listed.</source>
        <translation>Reduce el daño que recibes: en un número, o a la mitad (redondeando hacia arriba), de todos los tipos o de los tipos indicados.</translation>
    </message>
    <message>
        <source>Flat: less by the value. Half: halved once, rounding up (the value is ignored).</source>
        <translation>Fija: se reduce en el valor. Mitad: se divide a la mitad una vez, redondeando hacia arriba (el valor se ignora).</translation>
    </message>
    <message>
        <source>Reduction</source>
        <translation>Reducción</translation>
    </message>
    <message>
        <source>Damage taken off each hit: 1, @level …</source>
        <translation>Daño restado de cada impacto: 1, @level …</translation>
    </message>
    <message>
        <source>Damage types</source>
        <translation>Tipos de daño</translation>
    </message>
    <message>
        <source>Only damage of these types (never untyped damage). Empty: all damage.</source>
        <translation>Solo el daño de estos tipos (nunca el daño sin tipo). Vacío: todo el daño.</translation>
    </message>
    <message>
        <source>Half damage from {types} damage</source>
        <translation>Mitad de daño de {types}</translation>
    </message>
    <message>
        <source>Half damage from all damage</source>
        <translation>Mitad de todo el daño</translation>
    </message>
    <message>
        <source>{value} less {types} damage taken</source>
        <translation>{value} menos de daño de {types} recibido</translation>
    </message>
    <message>
        <source>{value} less damage taken</source>
        <translation>{value} menos de daño recibido</translation>
    </message>
    <message>
        <source>Modify Incoming Attack</source>
        <translation>Modificar ataque recibido</translation>
    </message>
    <message>
        <source>Changes attacks made against you: disadvantage, a forced reroll, redirected to you, or an automatic miss.</source>
        <translation>Cambia los ataques hechos contra ti: desventaja, repetición forzada, redirección hacia ti o fallo automático.</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificador</translation>
    </message>
    <message>
        <source>What happens to the incoming attack.</source>
        <translation>Qué le pasa al ataque recibido.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <source>Spaces from you within which it works (a reminder).</source>
        <translation>Casillas desde ti dentro de las cuales funciona (un recordatorio).</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Applies to every incoming attack; otherwise the player says when it applies.</source>
        <translation>Se aplica a todos los ataques recibidos; si no, el jugador indica cuándo se aplica.</translation>
    </message>
    <message>
        <source>Reroll on</source>
        <translation>Repetir en</translation>
    </message>
    <message>
        <source>Which attacks a forced reroll applies to.</source>
        <translation>A qué ataques se aplica una repetición forzada.</translation>
    </message>
    <message>
        <source>Reroll with disadvantage</source>
        <translation>Repetir con desventaja</translation>
    </message>
    <message>
        <source>The forced reroll is made with disadvantage.</source>
        <translation>La repetición forzada se hace con desventaja.</translation>
    </message>
    <message>
        <source>Attacks against you have disadvantage</source>
        <translation>Los ataques contra ti tienen desventaja</translation>
    </message>
    <message>
        <source>Attacks against you must be rerolled</source>
        <translation>Los ataques contra ti deben repetirse</translation>
    </message>
    <message>
        <source>Attacks against you can be redirected to you</source>
        <translation>Los ataques contra ti pueden redirigirse hacia ti</translation>
    </message>
    <message>
        <source>Attacks against you miss</source>
        <translation>Los ataques contra ti fallan</translation>
    </message>
    <message>
        <source>{effect} (when you say so)</source>
        <translation>{effect} (cuando lo digas)</translation>
    </message>
    <message>
        <source>Hit Dice</source>
        <translation>Dados de Golpe</translation>
    </message>
    <message>
        <source>More (or fewer) hit dice of one size: that size&apos;s max + floor(value) (character.md §15.1).</source>
        <translation>Más (o menos) dados de golpe de un tamaño: máximo de ese tamaño + floor(valor) (character.md §15.1).</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Dados de golpe</translation>
    </message>
    <message>
        <source>Added to the size&apos;s max, rounded down: 1, @level …</source>
        <translation>Se suma al máximo del tamaño, redondeado hacia abajo: 1, @level …</translation>
    </message>
    <message>
        <source>The size as stored (4, 6, 8, 10, 12, 20). 0: the class&apos;s hit die (d6 without one).</source>
        <translation>El tamaño tal como se guarda (4, 6, 8, 10, 12, 20). 0: el dado de golpe de la clase (d6 si no hay).</translation>
    </message>
    <message>
        <source>Max {die} hit dice + ({value})</source>
        <translation>Dados de golpe {die} máx. + ({value})</translation>
    </message>
    <message>
        <source>Max class hit dice + ({value})</source>
        <translation>Dados de golpe de clase máx. + ({value})</translation>
    </message>
    <message>
        <source>Increment Hit Dice</source>
        <translation>Incrementar Dados de Golpe</translation>
    </message>
    <message>
        <source>Every hit die steps up a size or more along d4, d6, d8, d10, d12, d20 (capped at d20).</source>
        <translation>Cada dado de golpe sube uno o más tamaños en d4, d6, d8, d10, d12, d20 (con tope en d20).</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>How many sizes each hit die steps up: 1, 2 …</source>
        <translation>Cuántos tamaños sube cada dado de golpe: 1, 2 …</translation>
    </message>
    <message>
        <source>Hit dice {value} size(s) larger</source>
        <translation>Dados de golpe {value} tamaño(s) más grandes</translation>
    </message>
    <message>
        <source>Hit Dice Advantage</source>
        <translation>Ventaja en Dados de Golpe</translation>
    </message>
    <message>
        <source>Hit dice roll with advantage when a condition holds (a field rest in the wild), or at level-up.</source>
        <translation>Los dados de golpe se tiran con ventaja cuando se cumple una condición (un descanso al raso en plena naturaleza) o al subir de nivel.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>When it applies, in words; the player confirms it at the rest.</source>
        <translation>Cuándo se aplica, en palabras; el jugador lo confirma en el descanso.</translation>
    </message>
    <message>
        <source>Extra dice</source>
        <translation>Dados adicionales</translation>
    </message>
    <message>
        <source>Each hit die rolls this many more and keeps the highest.</source>
        <translation>Cada dado de golpe tira esta cantidad de dados más y se queda con el más alto.</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Tiradas</translation>
    </message>
    <message>
        <source>Field rest: hit dice spent to heal. Max HP increase: the level-up roll.</source>
        <translation>Descanso al raso: dados de golpe gastados para curar. Aumento de PG máx.: la tirada de subida de nivel.</translation>
    </message>
    <message>
        <source>Advantage ({amount}) on hit dice on a field rest {when}</source>
        <translation>Ventaja ({amount}) en los dados de golpe en un descanso al raso {when}</translation>
    </message>
    <message>
        <source>Advantage ({amount}) on hit dice on a field rest</source>
        <translation>Ventaja ({amount}) en los dados de golpe en un descanso al raso</translation>
    </message>
    <message>
        <source>Advantage ({amount}) on the level-up HP roll {when}</source>
        <translation>Ventaja ({amount}) en la tirada de PG de subida de nivel {when}</translation>
    </message>
    <message>
        <source>Advantage ({amount}) on the level-up HP roll</source>
        <translation>Ventaja ({amount}) en la tirada de PG de subida de nivel</translation>
    </message>
    <message>
        <source>Maximize Hit Dice</source>
        <translation>Maximizar Dados de Golpe</translation>
    </message>
    <message>
        <source>Hit dice spent in a field rest count as their top face, as Make Camp does.</source>
        <translation>Los dados de golpe gastados en un descanso al raso cuentan como su cara máxima, como hace Acampar.</translation>
    </message>
    <message>
        <source>Hit dice spent in a field rest count as their top face</source>
        <translation>Los dados de golpe gastados en un descanso al raso cuentan como su cara máxima</translation>
    </message>
    <message>
        <source>Dying Action Limit</source>
        <translation>Límite de acciones como Moribundo</translation>
    </message>
    <message>
        <source>How many actions you may take while Dying: the highest of these rules, at least 1.</source>
        <translation>Cuántas acciones puedes hacer estando Moribundo: la más alta de estas reglas, al menos 1.</translation>
    </message>
    <message>
        <source>Actions a turn while Dying: 2 …</source>
        <translation>Acciones por turno estando Moribundo: 2 …</translation>
    </message>
    <message>
        <source>Up to {value} actions while Dying</source>
        <translation>Hasta {value} acciones estando Moribundo</translation>
    </message>
    <message>
        <source>Healing Potion Bonus</source>
        <translation>Bono de poción de curación</translation>
    </message>
    <message>
        <source>Healing from a potion heals more: + floor(value).</source>
        <translation>La curación de una poción cura más: + floor(valor).</translation>
    </message>
    <message>
        <source>Extra healing</source>
        <translation>Curación adicional</translation>
    </message>
    <message>
        <source>Added to each potion&apos;s healing: 1, @level …</source>
        <translation>Se suma a la curación de cada poción: 1, @level …</translation>
    </message>
    <message>
        <source>Potions heal +({value})</source>
        <translation>Las pociones curan +({value})</translation>
    </message>
    <message>
        <source>Unarmed Damage</source>
        <translation>Daño sin armas</translation>
    </message>
    <message>
        <source>Replaces Unarmed Strike&apos;s damage (1d4 + STR); the last active one wins.</source>
        <translation>Sustituye el daño del Ataque sin armas (1d4 + FUE); gana la última activa.</translation>
    </message>
    <message>
        <source>Unarmed Strike&apos;s damage: 1d6 + @strength …</source>
        <translation>Daño del Ataque sin armas: 1d6 + @strength …</translation>
    </message>
    <message>
        <source>Unarmed Strike deals {value}</source>
        <translation>El Ataque sin armas inflige {value}</translation>
    </message>
    <message>
        <source>Grant Proficiency</source>
        <translation>Otorgar competencia</translation>
    </message>
    <message>
        <source>Adds armor, weapon or language proficiencies (character.md §15.5).</source>
        <translation>Añade competencias con armaduras, armas o idiomas (character.md §15.5).</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>What the values are proficiencies in.</source>
        <translation>En qué son competencias los valores.</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valores</translation>
    </message>
    <message>
        <source>The proficiencies granted, comma-separated (all: every armor or language).</source>
        <translation>Las competencias otorgadas, separadas por comas (all: todas las armaduras o idiomas).</translation>
    </message>
    <message>
        <source>Shown as</source>
        <translation>Se muestra como</translation>
    </message>
    <message>
        <source>How the sheet names the grant (blank: the values).</source>
        <translation>Cómo nombra la hoja la concesión (vacío: los valores).</translation>
    </message>
    <message>
        <source>Armor: {values}</source>
        <translation>Armaduras: {values}</translation>
    </message>
    <message>
        <source>Languages: {values}</source>
        <translation>Idiomas: {values}</translation>
    </message>
    <message>
        <source>Weapons: {values}</source>
        <translation>Armas: {values}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Added, rounded down: 1, @level, -1 … Blank: 0.</source>
        <translation>Se suma, redondeado hacia abajo: 1, @level, -1 … Vacío: 0.</translation>
    </message>
    <message>
        <source>Stat Bonus</source>
        <translation>Bono de atributo</translation>
    </message>
    <message>
        <source>Adds to stats: each listed stat + floor(value), before every other number (character.md §15.1).</source>
        <translation>Suma a los atributos: cada atributo indicado + floor(valor), antes que cualquier otro número (character.md §15.1).</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bono</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>The stats it raises (all: every stat).</source>
        <translation>Los atributos que aumenta (all: todos los atributos).</translation>
    </message>
    <message>
        <source>{names} + ({value})</source>
        <translation>{names} + ({value})</translation>
    </message>
    <message>
        <source>Every stat</source>
        <translation>Todos los atributos</translation>
    </message>
    <message>
        <source>Armor Class</source>
        <translation>Clase de armadura</translation>
    </message>
    <message>
        <source>Changes Armor: adds to it, multiplies it, or overrides it (armor&apos;s own rule: Full Plate).</source>
        <translation>Cambia la Armadura: le suma, la multiplica o la sustituye (regla propia de la armadura: Armadura completa).</translation>
    </message>
    <message>
        <source>18-@dexterity, 2, @level … A formula giving 0 is skipped.</source>
        <translation>18-@dexterity, 2, @level … Una fórmula que da 0 se omite.</translation>
    </message>
    <message>
        <source>Add and multiply by priority, then the last override replaces everything.</source>
        <translation>Sumas y multiplicaciones por prioridad; luego la última sustitución reemplaza todo.</translation>
    </message>
    <message>
        <source>Armor + ({value})</source>
        <translation>Armadura + ({value})</translation>
    </message>
    <message>
        <source>Armor × ({value})</source>
        <translation>Armadura × ({value})</translation>
    </message>
    <message>
        <source>Armor = ({value})</source>
        <translation>Armadura = ({value})</translation>
    </message>
    <message>
        <source>Skill Bonus</source>
        <translation>Bono de habilidad</translation>
    </message>
    <message>
        <source>Adds to skill mods: each listed skill + floor(value).</source>
        <translation>Suma a los modificadores de habilidad: cada habilidad indicada + floor(valor).</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>The skills it raises (all: every skill).</source>
        <translation>Las habilidades que aumenta (all: todas las habilidades).</translation>
    </message>
    <message>
        <source>Every skill</source>
        <translation>Todas las habilidades</translation>
    </message>
    <message>
        <source>Save Bonus</source>
        <translation>Bono de salvación</translation>
    </message>
    <message>
        <source>Adds to saving throws: each listed save + floor(value).</source>
        <translation>Suma a las tiradas de salvación: cada salvación indicada + floor(valor).</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Salvaciones</translation>
    </message>
    <message>
        <source>The saves it raises (all: every save).</source>
        <translation>Las salvaciones que aumenta (all: todas las salvaciones).</translation>
    </message>
    <message>
        <source>Every save</source>
        <translation>Todas las salvaciones</translation>
    </message>
    <message>
        <source>{names} saves + ({value})</source>
        <translation>Salvaciones de {names} + ({value})</translation>
    </message>
    <message>
        <source>Advantage is positive, disadvantage negative: 1 is advantage, -2 two disadvantages.</source>
        <translation>La ventaja es positiva y la desventaja negativa: 1 es una ventaja, -2 dos desventajas.</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>advantage {steps}</source>
        <translation>ventaja {steps}</translation>
    </message>
    <message>
        <source>disadvantage {steps}</source>
        <translation>desventaja {steps}</translation>
    </message>
    <message>
        <source>+{steps} advantage</source>
        <translation>+{steps} ventaja</translation>
    </message>
    <message>
        <source>-{steps} disadvantage</source>
        <translation>-{steps} desventaja</translation>
    </message>
    <message>
        <source>Skill Roll Mode</source>
        <translation>Modo de tirada de habilidad</translation>
    </message>
    <message>
        <source>Gives skills advantage or disadvantage by default.</source>
        <translation>Da por defecto ventaja o desventaja a las habilidades.</translation>
    </message>
    <message>
        <source>The skills it applies to (all: every skill).</source>
        <translation>Las habilidades a las que se aplica (all: todas las habilidades).</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Cómo</translation>
    </message>
    <message>
        <source>Adjust adds to the running mode; set replaces it. Each skill stays within -3..3.</source>
        <translation>Ajustar suma al modo actual; Fijar lo sustituye. Cada habilidad se queda entre -3 y 3.</translation>
    </message>
    <message>
        <source>{names} checks: {mode}</source>
        <translation>Pruebas de {names}: {mode}</translation>
    </message>
    <message>
        <source>Save Roll Mode</source>
        <translation>Modo de tirada de salvación</translation>
    </message>
    <message>
        <source>Gives saving throws advantage or disadvantage by default (Highborn: no save disadvantaged).</source>
        <translation>Da por defecto ventaja o desventaja a las tiradas de salvación (Altonato: ninguna salvación con desventaja).</translation>
    </message>
    <message>
        <source>Which saves: all, those with advantage, disadvantage or neither so far, or one stat&apos;s.</source>
        <translation>Qué salvaciones: todas, las que tienen ventaja, desventaja o ninguna de las dos hasta ahora, o la de un atributo.</translation>
    </message>
    <message>
        <source>Set replaces the running mode; adjust adds to it. Each save stays within -3..3.</source>
        <translation>Fijar sustituye el modo actual; Ajustar le suma. Cada salvación se queda entre -3 y 3.</translation>
    </message>
    <message>
        <source>Player chooses</source>
        <translation>Elige el jugador</translation>
    </message>
    <message>
        <source>The player picks the save (below); until then it does nothing.</source>
        <translation>El jugador elige la salvación (abajo); hasta entonces no hace nada.</translation>
    </message>
    <message>
        <source>Chosen save</source>
        <translation>Salvación elegida</translation>
    </message>
    <message>
        <source>The save the player picked; it replaces Saves.</source>
        <translation>La salvación que eligió el jugador; sustituye a Salvaciones.</translation>
    </message>
    <message>
        <source>A save of your choice: {mode} (not chosen yet)</source>
        <translation>Una salvación a tu elección: {mode} (aún no elegida)</translation>
    </message>
    <message>
        <source>Advantaged saves</source>
        <translation>Salvaciones con ventaja</translation>
    </message>
    <message>
        <source>Disadvantaged saves</source>
        <translation>Salvaciones con desventaja</translation>
    </message>
    <message>
        <source>Saves without advantage</source>
        <translation>Salvaciones sin ventaja</translation>
    </message>
    <message>
        <source>{stat} saves</source>
        <translation>Salvaciones de {stat}</translation>
    </message>
    <message>
        <source>{saves}: {mode}</source>
        <translation>{saves}: {mode}</translation>
    </message>
    <message>
        <source>Initiative Bonus</source>
        <translation>Bono de iniciativa</translation>
    </message>
    <message>
        <source>Adds to initiative rolls: + floor(value).</source>
        <translation>Suma a las tiradas de iniciativa: + floor(valor).</translation>
    </message>
    <message>
        <source>Initiative + ({value})</source>
        <translation>Iniciativa + ({value})</translation>
    </message>
    <message>
        <source>Initiative Roll Mode</source>
        <translation>Modo de tirada de iniciativa</translation>
    </message>
    <message>
        <source>Gives initiative advantage or disadvantage by default (Lithe).</source>
        <translation>Da por defecto ventaja o desventaja a la iniciativa (Ágil).</translation>
    </message>
    <message>
        <source>Set replaces the running mode; adjust adds to it.</source>
        <translation>Fijar sustituye el modo actual; Ajustar le suma.</translation>
    </message>
    <message>
        <source>Initiative: {mode}</source>
        <translation>Iniciativa: {mode}</translation>
    </message>
    <message>
        <source>Speed Bonus</source>
        <translation>Bono de velocidad</translation>
    </message>
    <message>
        <source>Adds to a speed: + floor(value), never below 0.</source>
        <translation>Suma a una velocidad: + floor(valor), nunca por debajo de 0.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Which speed (blank: walk).</source>
        <translation>Qué velocidad (vacío: caminar).</translation>
    </message>
    <message>
        <source>{movement} speed + ({value})</source>
        <translation>Velocidad ({movement}) + ({value})</translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation>Puntos de golpe</translation>
    </message>
    <message>
        <source>Adds to max HP: + value, or value × level.</source>
        <translation>Suma a los PG máx.: + valor, o valor × nivel.</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Puntos de golpe</translation>
    </message>
    <message>
        <source>A number (&quot;10&quot; reads as 10), added to max HP.</source>
        <translation>Un número (&quot;10&quot; se lee como 10), sumado a los PG máx.</translation>
    </message>
    <message>
        <source>Per level</source>
        <translation>Por nivel</translation>
    </message>
    <message>
        <source>Multiply by the character&apos;s level.</source>
        <translation>Multiplica por el nivel del personaje.</translation>
    </message>
    <message>
        <source>Max HP + {value} × level</source>
        <translation>PG máx. + {value} × nivel</translation>
    </message>
    <message>
        <source>Max HP + {value}</source>
        <translation>PG máx. + {value}</translation>
    </message>
    <message>
        <source>Grant Movement</source>
        <translation>Otorgar movimiento</translation>
    </message>
    <message>
        <source>Gives a speed (fly, climb …): the best grant per speed replaces a lower one.</source>
        <translation>Otorga una velocidad (volar, escalar …): para cada velocidad, el mejor otorgamiento reemplaza a uno menor.</translation>
    </message>
    <message>
        <source>Which speed it gives.</source>
        <translation>Qué velocidad otorga.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>The speed given: 6, @walk … 0 or less gives nothing.</source>
        <translation>La velocidad otorgada: 6, @walk … 0 o menos no otorga nada.</translation>
    </message>
    <message>
        <source>{movement} speed {value}</source>
        <translation>{movement}: velocidad {value}</translation>
    </message>
    <message>
        <source>Action Cost</source>
        <translation>Coste en acciones</translation>
    </message>
    <message>
        <source>Changes how many actions using an item, or a heroic reaction, costs (never below 0).</source>
        <translation>Cambia cuántas acciones cuesta usar un objeto, o una reacción heroica (nunca menos de 0).</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>Se aplica a</translation>
    </message>
    <message>
        <source>An item&apos;s activation, or a heroic reaction (Defend, Interpose …).</source>
        <translation>La activación de un objeto, o una reacción heroica (Defender, Interponer …).</translation>
    </message>
    <message>
        <source>Delta adds to the running cost; set replaces it.</source>
        <translation>Un delta se suma al coste actual; un valor fijado lo reemplaza.</translation>
    </message>
    <message>
        <source>Added or set, rounded down: 1, -1, 0 …</source>
        <translation>Sumado o fijado, redondeado hacia abajo: 1, -1, 0 …</translation>
    </message>
    <message>
        <source>Item types</source>
        <translation>Tipos de objeto</translation>
    </message>
    <message>
        <source>Only items of these types (feature, object, spell …); blank: every item.</source>
        <translation>Solo los objetos de estos tipos (rasgo, objeto, conjuro …); vacío: todos los objetos.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Only the item with this identifier (the slug of its name); blank: any.</source>
        <translation>Solo el objeto con este identificador (el slug de su nombre); vacío: cualquiera.</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reacciones</translation>
    </message>
    <message>
        <source>Only these heroic reactions; blank: every reaction.</source>
        <translation>Solo estas reacciones heroicas; vacío: todas las reacciones.</translation>
    </message>
    <message>
        <source>every reaction</source>
        <translation>todas las reacciones</translation>
    </message>
    <message>
        <source>every item</source>
        <translation>todos los objetos</translation>
    </message>
    <message>
        <source>{what} costs({value}) actions</source>
        <translation>{what} cuesta ({value}) acciones</translation>
    </message>
    <message>
        <source>{what} costs +({value}) actions</source>
        <translation>{what} cuesta +({value}) acciones</translation>
    </message>
    <message>
        <source>Action Delta</source>
        <translation>Variación de acciones</translation>
    </message>
    <message>
        <source>Using the item gives (or takes) actions, now or on your next turn (Coordinated Strike).</source>
        <translation>Usar el objeto da (o quita) acciones, ahora o en tu próximo turno (Golpe coordinado).</translation>
    </message>
    <message>
        <source>Actions given, truncated toward 0: 1, -1 …</source>
        <translation>Acciones dadas, truncadas hacia 0: 1, -1 …</translation>
    </message>
    <message>
        <source>Now: extra actions this turn. Next turn: more (or fewer) at the next refill.</source>
        <translation>Ahora: acciones extra este turno. Próximo turno: más (o menos) en la próxima recarga.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Yourself; a target or every ally is a line in the log.</source>
        <translation>Tú; un objetivo o cada aliado es una línea en el registro.</translation>
    </message>
    <message>
        <source>Borrow from next turn</source>
        <translation>Tomar prestado del próximo turno</translation>
    </message>
    <message>
        <source>The actions given now are taken from the next turn.</source>
        <translation>Las acciones dadas ahora se toman del próximo turno.</translation>
    </message>
    <message>
        <source>You gain ({value}) actions now</source>
        <translation>Ganas ({value}) acciones ahora</translation>
    </message>
    <message>
        <source>You gain ({value}) actions next turn</source>
        <translation>Ganas ({value}) acciones el próximo turno</translation>
    </message>
    <message>
        <source>The target gains ({value}) actions now</source>
        <translation>El objetivo gana ({value}) acciones ahora</translation>
    </message>
    <message>
        <source>The target gains ({value}) actions next turn</source>
        <translation>El objetivo gana ({value}) acciones el próximo turno</translation>
    </message>
    <message>
        <source>Every ally gains ({value}) actions now</source>
        <translation>Cada aliado gana ({value}) acciones ahora</translation>
    </message>
    <message>
        <source>Every ally gains ({value}) actions next turn</source>
        <translation>Cada aliado gana ({value}) acciones el próximo turno</translation>
    </message>
    <message>
        <source>{gain}, borrowed from next turn</source>
        <translation>{gain}, tomadas prestadas del próximo turno</translation>
    </message>
    <message>
        <source>Apply Condition</source>
        <translation>Aplicar estado</translation>
    </message>
    <message>
        <source>Applies a condition: to you on a turn, a wound, a rest or a failed save, or to your attack&apos;s target.</source>
        <translation>Aplica un estado: a ti en un turno, una herida, un descanso o una salvación fallida, o al objetivo de tu ataque.</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>The condition it applies.</source>
        <translation>El estado que aplica.</translation>
    </message>
    <message>
        <source>On your attack&apos;s hit, crit or miss (to the target), or an event of yours (to you).</source>
        <translation>Cuando tu ataque impacta, hace crítico o falla (al objetivo), o en un evento tuyo (a ti).</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Rounds or turns: it ends after that many of your turns. None: the condition&apos;s own.</source>
        <translation>Asaltos o turnos: termina tras esa cantidad de tus turnos. Ninguna: la del propio estado.</translation>
    </message>
    <message>
        <source>a condition</source>
        <translation>un estado</translation>
    </message>
    <message>
        <source>{condition} on the target {when}</source>
        <translation>{condition} en el objetivo {when}</translation>
    </message>
    <message>
        <source>{condition} on you {when}</source>
        <translation>{condition} en ti {when}</translation>
    </message>
    <message numerus="yes">
        <source>{effect} for %n turn(s)</source>
        <translation>
            <numerusform>{effect} durante %n turno</numerusform>
            <numerusform>{effect} durante %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>Condition Immunity</source>
        <translation>Inmunidad a estados</translation>
    </message>
    <message>
        <source>You cannot have the listed conditions, not even implied ones.</source>
        <translation>No puedes tener los estados indicados, ni siquiera los implícitos.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>The conditions you are immune to.</source>
        <translation>Los estados a los que eres inmune.</translation>
    </message>
    <message>
        <source>Immune to {conditions}</source>
        <translation>Inmune a {conditions}</translation>
    </message>
    <message>
        <source>Grant Item</source>
        <translation>Otorgar objeto</translation>
    </message>
    <message>
        <source>Adds a copy of an item library entry when the item carrying it is added (by hand or at level-up).</source>
        <translation>Añade una copia de una entrada de la biblioteca de objetos cuando se añade el objeto que la lleva (a mano o al subir de nivel).</translation>
    </message>
    <message>
        <source>The library item&apos;s upstream uuid (_stats.compendiumSource): Compendium.…</source>
        <translation>El uuid original del objeto de la biblioteca (_stats.compendiumSource): Compendium.…</translation>
    </message>
    <message>
        <source>Allow duplicates</source>
        <translation>Permitir duplicados</translation>
    </message>
    <message>
        <source>Grant it even when the character already has that item.</source>
        <translation>Otorgarlo aunque el personaje ya tenga ese objeto.</translation>
    </message>
    <message>
        <source>In memory only</source>
        <translation>Solo en memoria</translation>
    </message>
    <message>
        <source>Upstream&apos;s temporary grant: not supported here, the rule then does nothing.</source>
        <translation>Otorgamiento temporal original: no compatible aquí, la regla entonces no hace nada.</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>The copy&apos;s quantity (blank: the library item&apos;s).</source>
        <translation>La cantidad de la copia (vacío: la del objeto de la biblioteca).</translation>
    </message>
    <message>
        <source>Grants {item} × {quantity}</source>
        <translation>Otorga {item} × {quantity}</translation>
    </message>
    <message>
        <source>Grants {item}</source>
        <translation>Otorga {item}</translation>
    </message>
    <message>
        <source>Grant Spells</source>
        <translation>Otorgar conjuros</translation>
    </message>
    <message>
        <source>Adds spells at creation and level-up: every matching library spell, or the player&apos;s picks.</source>
        <translation>Añade conjuros en la creación y al subir de nivel: cada conjuro coincidente de la biblioteca, o los que elija el jugador.</translation>
    </message>
    <message>
        <source>Schools</source>
        <translation>Escuelas</translation>
    </message>
    <message>
        <source>Spell schools it grants from (known: the schools already known).</source>
        <translation>Escuelas de conjuros de las que otorga (known: las escuelas ya conocidas).</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Niveles</translation>
    </message>
    <message>
        <source>Spell tiers it grants from (0: cantrips).</source>
        <translation>Niveles de conjuro de los que otorga (0: trucos).</translation>
    </message>
    <message>
        <source>Utility only</source>
        <translation>Solo de utilidad</translation>
    </message>
    <message>
        <source>Only spells with the utility property.</source>
        <translation>Solo conjuros con la propiedad de utilidad.</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Conjuros</translation>
    </message>
    <message>
        <source>Exact spells by upstream uuid (instead of the filter).</source>
        <translation>Conjuros exactos por uuid original (en lugar del filtro).</translation>
    </message>
    <message>
        <source>auto: every match; select…: the player picks.</source>
        <translation>auto: todas las coincidencias; select…: el jugador elige.</translation>
    </message>
    <message>
        <source>Picks</source>
        <translation>Elecciones</translation>
    </message>
    <message>
        <source>How many spells the player picks (select modes).</source>
        <translation>Cuántos conjuros elige el jugador (modos select).</translation>
    </message>
    <message>
        <source>cantrips</source>
        <translation>trucos</translation>
    </message>
    <message>
        <source>tier {tier}</source>
        <translation>nivel {tier}</translation>
    </message>
    <message>
        <source>no tier</source>
        <translation>ningún nivel</translation>
    </message>
    <message>
        <source>any school</source>
        <translation>cualquier escuela</translation>
    </message>
    <message numerus="yes">
        <source>%n named spell(s)</source>
        <translation>
            <numerusform>%n conjuro nombrado</numerusform>
            <numerusform>%n conjuros nombrados</numerusform>
        </translation>
    </message>
    <message>
        <source>{schools} spells ({tiers})</source>
        <translation>conjuros de {schools} ({tiers})</translation>
    </message>
    <message>
        <source>Pick {count} of {spells}</source>
        <translation>Elegir {count} de {spells}</translation>
    </message>
    <message>
        <source>Blinded</source>
        <translation>Cegado</translation>
    </message>
    <message>
        <source>Bloodied</source>
        <translation>Maltrecho</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>Cargado</translation>
    </message>
    <message>
        <source>Charmed</source>
        <translation>Hechizado</translation>
    </message>
    <message>
        <source>Concentration</source>
        <translation>Concentración</translation>
    </message>
    <message>
        <source>Confused</source>
        <translation>Confundido</translation>
    </message>
    <message>
        <source>Dazed</source>
        <translation>Atontado</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>Despair</source>
        <translation>Desesperado</translation>
    </message>
    <message>
        <source>Distracted</source>
        <translation>Distraído</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Moribundo</translation>
    </message>
    <message>
        <source>Frightened</source>
        <translation>Asustado</translation>
    </message>
    <message>
        <source>Grappled</source>
        <translation>Apresado</translation>
    </message>
    <message>
        <source>Hampered</source>
        <translation>Entorpecido</translation>
    </message>
    <message>
        <source>Incapacitated</source>
        <translation>Incapacitado</translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation>Invisible</translation>
    </message>
    <message>
        <source>Last Stand</source>
        <translation>Última resistencia</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Marcado</translation>
    </message>
    <message>
        <source>Paralyzed</source>
        <translation>Paralizado</translation>
    </message>
    <message>
        <source>Petrified</source>
        <translation>Petrificado</translation>
    </message>
    <message>
        <source>Poisoned</source>
        <translation>Envenenado</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>Derribado</translation>
    </message>
    <message>
        <source>Restrained</source>
        <translation>Retenido</translation>
    </message>
    <message>
        <source>Riding</source>
        <translation>Montado</translation>
    </message>
    <message>
        <source>Silenced</source>
        <translation>Silenciado</translation>
    </message>
    <message>
        <source>Slowed</source>
        <translation>Ralentizado</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Aturdido</translation>
    </message>
    <message>
        <source>Smoldering</source>
        <translation>Ardiente</translation>
    </message>
    <message>
        <source>Taunted</source>
        <translation>Provocado</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconsciente</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Herido</translation>
    </message>
    <message>
        <source>on a hit</source>
        <translation>al impactar</translation>
    </message>
    <message>
        <source>on a critical hit</source>
        <translation>con un golpe crítico</translation>
    </message>
    <message>
        <source>on a miss</source>
        <translation>al fallar el ataque</translation>
    </message>
    <message>
        <source>at the start of your turn</source>
        <translation>al inicio de tu turno</translation>
    </message>
    <message>
        <source>at the end of your turn</source>
        <translation>al final de tu turno</translation>
    </message>
    <message>
        <source>when you die</source>
        <translation>cuando mueres</translation>
    </message>
    <message>
        <source>when you are wounded</source>
        <translation>cuando te hieren</translation>
    </message>
    <message>
        <source>when you fail a save</source>
        <translation>cuando fallas una salvación</translation>
    </message>
    <message>
        <source>on a rest</source>
        <translation>al descansar</translation>
    </message>
    <message>
        <source>when you roll initiative</source>
        <translation>cuando tiras iniciativa</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Fuerza</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Destreza</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Inteligencia</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Voluntad</translation>
    </message>
    <message>
        <source>Arcana</source>
        <translation>Arcanos</translation>
    </message>
    <message>
        <source>Examination</source>
        <translation>Examinación</translation>
    </message>
    <message>
        <source>Finesse</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Influencia</translation>
    </message>
    <message>
        <source>Insight</source>
        <translation>Perspicacia</translation>
    </message>
    <message>
        <source>Lore</source>
        <translation>Conocimiento</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>Vigor</translation>
    </message>
    <message>
        <source>Naturecraft</source>
        <translation>Naturaleza</translation>
    </message>
    <message>
        <source>Perception</source>
        <translation>Percepción</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Sigilo</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Caminar</translation>
    </message>
    <message>
        <source>Fly</source>
        <translation>Volar</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Escalar</translation>
    </message>
    <message>
        <source>Swim</source>
        <translation>Nadar</translation>
    </message>
    <message>
        <source>Burrow</source>
        <translation>Excavar</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(sin tipo)</translation>
    </message>
    <message>
        <source>Item with N charges</source>
        <translation>Objeto con N cargas</translation>
    </message>
    <message>
        <source>A charge pool (refilled on a safe rest) plus a consumer that spends 1 charge per use; type the number of charges next.</source>
        <translation>Una reserva de cargas (se rellena con un descanso seguro) más un consumidor que gasta 1 carga por uso; escribe después el número de cargas.</translation>
    </message>
    <message>
        <source>Dice pool with a manual spend</source>
        <translation>Reserva de dados con gasto manual</translation>
    </message>
    <message>
        <source>A dice pool plus a manual dice consumer that spends picked dice for @sum.</source>
        <translation>Una reserva de dados más un consumidor de dados manual que gasta los dados elegidos para @sum.</translation>
    </message>
    <message>
        <source>the pool&apos;s state lives with this item; any item can still reach it by identifier</source>
        <translation>el estado de la reserva se guarda con este objeto; cualquier objeto puede acceder a ella igualmente por su identificador</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>the pool lives on the character and is shared by every rule naming it</source>
        <translation>la reserva está en el personaje y la comparten todas las reglas que la nombran</translation>
    </message>
    <message>
        <source>faces 1 to {faces}</source>
        <translation>caras de 1 a {faces}</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Llena</translation>
    </message>
    <message>
        <source>starts full when the rule first applies (a dice pool pre-rolls its dice)</source>
        <translation>empieza llena cuando la regla se aplica por primera vez (una reserva de dados tira sus dados de antemano)</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vacía</translation>
    </message>
    <message>
        <source>starts empty and waits for a refill or an activation</source>
        <translation>empieza vacía y espera un relleno o una activación</translation>
    </message>
    <message>
        <source>Manual spend</source>
        <translation>Gasto manual</translation>
    </message>
    <message>
        <source>using the item opens the dice panel; the player picks which dice to spend</source>
        <translation>usar el objeto abre el panel de dados; el jugador elige qué dados gastar</translation>
    </message>
    <message>
        <source>Auto bonus</source>
        <translation>Bono automático</translation>
    </message>
    <message>
        <source>every face in the pool is added to matching attacks; nothing is spent</source>
        <translation>cada cara de la reserva se suma a los ataques que coinciden; no se gasta nada</translation>
    </message>
    <message>
        <source>Every attack</source>
        <translation>Todos los ataques</translation>
    </message>
    <message>
        <source>no filter: the bonus applies to every attack</source>
        <translation>sin filtro: el bono se aplica a todos los ataques</translation>
    </message>
    <message>
        <source>Melee attacks</source>
        <translation>Ataques cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>only attacks delivered in melee</source>
        <translation>solo los ataques realizados cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Ranged attacks</source>
        <translation>Ataques a distancia</translation>
    </message>
    <message>
        <source>only ranged attacks</source>
        <translation>solo los ataques a distancia</translation>
    </message>
    <message>
        <source>Any attack</source>
        <translation>Cualquier ataque</translation>
    </message>
    <message>
        <source>every attack (same as no filter)</source>
        <translation>todos los ataques (igual que sin filtro)</translation>
    </message>
    <message>
        <source>Generic</source>
        <translation>Genérico</translation>
    </message>
    <message>
        <source>the total is written to the activity log</source>
        <translation>el total se escribe en el registro de actividad</translation>
    </message>
    <message>
        <source>Damage reduction</source>
        <translation>Reducción de daño</translation>
    </message>
    <message>
        <source>the total is banked and subtracted from the next damage taken</source>
        <translation>el total se acumula y se resta del próximo daño recibido</translation>
    </message>
    <message>
        <source>Consume</source>
        <translation>Consumir</translation>
    </message>
    <message>
        <source>the picked dice are removed from the pool</source>
        <translation>los dados elegidos se quitan de la reserva</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Maximizar</translation>
    </message>
    <message>
        <source>the picked dice stay and are raised to their top face (at most Cost picks)</source>
        <translation>los dados elegidos se quedan y suben a su cara máxima (como máximo tantos como el Coste)</translation>
    </message>
    <message>
        <source>Dice pool</source>
        <translation>Reserva de dados</translation>
    </message>
    <message>
        <source>target a pool of rolled dice</source>
        <translation>apuntar a una reserva de dados tirados</translation>
    </message>
    <message>
        <source>Charge pool</source>
        <translation>Reserva de cargas</translation>
    </message>
    <message>
        <source>target a charge counter</source>
        <translation>apuntar a un contador de cargas</translation>
    </message>
    <message>
        <source>Every consumer</source>
        <translation>Todos los consumidores</translation>
    </message>
    <message>
        <source>modify every dice consumer spending the pool</source>
        <translation>modificar cada consumidor de dados que gasta la reserva</translation>
    </message>
    <message>
        <source>Generic only</source>
        <translation>Solo genérico</translation>
    </message>
    <message>
        <source>only consumers whose effect type is Generic</source>
        <translation>solo los consumidores cuyo tipo de efecto es Genérico</translation>
    </message>
    <message>
        <source>Damage reduction only</source>
        <translation>Solo reducción de daño</translation>
    </message>
    <message>
        <source>only consumers whose effect type is Damage reduction</source>
        <translation>solo los consumidores cuyo tipo de efecto es Reducción de daño</translation>
    </message>
    <message>
        <source>Either scope</source>
        <translation>Cualquier alcance</translation>
    </message>
    <message>
        <source>modify the pool with this identifier in both scopes (as upstream)</source>
        <translation>modificar la reserva con este identificador en ambos alcances (como la versión original)</translation>
    </message>
    <message>
        <source>only the item-scoped pool</source>
        <translation>solo la reserva con alcance de objeto</translation>
    </message>
    <message>
        <source>only the character-scoped pool</source>
        <translation>solo la reserva con alcance de personaje</translation>
    </message>
    <message>
        <source>the only resource combat mana can grant</source>
        <translation>el único recurso que el maná de combate puede otorgar</translation>
    </message>
    <message>
        <source>Initiative roll</source>
        <translation>Tirada de iniciativa</translation>
    </message>
    <message>
        <source>the first initiative roll of an encounter</source>
        <translation>la primera tirada de iniciativa de un encuentro</translation>
    </message>
    <message>
        <source>Encounter start</source>
        <translation>Inicio del encuentro</translation>
    </message>
    <message>
        <source>when an encounter starts</source>
        <translation>cuando empieza un encuentro</translation>
    </message>
    <message>
        <source>Encounter end</source>
        <translation>Fin del encuentro</translation>
    </message>
    <message>
        <source>when the encounter ends</source>
        <translation>cuando termina el encuentro</translation>
    </message>
    <message>
        <source>Safe rest</source>
        <translation>Descanso seguro</translation>
    </message>
    <message>
        <source>after a safe rest</source>
        <translation>después de un descanso seguro</translation>
    </message>
    <message>
        <source>Field rest</source>
        <translation>Descanso al raso</translation>
    </message>
    <message>
        <source>after a field rest</source>
        <translation>después de un descanso al raso</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>spent in the dice panel, or by using the item</source>
        <translation>se gastan en el panel de dados, o usando el objeto</translation>
    </message>
    <message>
        <source>On a hit</source>
        <translation>Al impactar</translation>
    </message>
    <message>
        <source>not in the dice panel: offered on the result of your attacks that hit (critical hits too); the dice picked there add the effect&apos;s total to that attack&apos;s damage</source>
        <translation>no en el panel de dados: se ofrece en el resultado de tus ataques que impactan (golpes críticos incluidos); los dados elegidos allí suman el total del efecto al daño de ese ataque</translation>
    </message>
    <message>
        <source>On a critical hit</source>
        <translation>Con un golpe crítico</translation>
    </message>
    <message>
        <source>not in the dice panel: offered only on the result of your critical hits (Death Blow); the dice picked there add the effect&apos;s total to its damage</source>
        <translation>no en el panel de dados: se ofrece solo en el resultado de tus golpes críticos (Golpe mortal); los dados elegidos allí suman el total del efecto a su daño</translation>
    </message>
    <message>
        <source>the character becomes dead</source>
        <translation>el personaje muere</translation>
    </message>
    <message>
        <source>a wound is added</source>
        <translation>se añade una herida</translation>
    </message>
    <message>
        <source>the character becomes dying</source>
        <translation>el personaje pasa a estar moribundo</translation>
    </message>
    <message>
        <source>a safe or a field rest</source>
        <translation>un descanso seguro o al raso</translation>
    </message>
    <message>
        <source>Start turn</source>
        <translation>Inicio de turno</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin de turno</translation>
    </message>
    <message>
        <source>the encounter ends</source>
        <translation>el encuentro termina</translation>
    </message>
    <message>
        <source>an incoming attack is a critical hit</source>
        <translation>un ataque recibido es un golpe crítico</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Muerto</translation>
    </message>
    <message>
        <source>the activation card is left out when a manual dice spend follows (it logs its own)</source>
        <translation>la tarjeta de activación se omite cuando sigue un gasto manual de dados (este registra la suya)</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <source>never write this item&apos;s activation card</source>
        <translation>no escribir nunca la tarjeta de activación de este objeto</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>always write the activation card, even when a dice spend follows</source>
        <translation>escribir siempre la tarjeta de activación, incluso cuando sigue un gasto de dados</translation>
    </message>
    <message>
        <source>{skill} ({stat})</source>
        <translation>{skill} ({stat})</translation>
    </message>
    <message>
        <source>rolled with {stat}</source>
        <translation>se tira con {stat}</translation>
    </message>
    <message>
        <source>{stat} save</source>
        <translation>Salvación de {stat}</translation>
    </message>
    <message>
        <source>All stats</source>
        <translation>Todos los atributos</translation>
    </message>
    <message>
        <source>every stat</source>
        <translation>cada atributo</translation>
    </message>
    <message>
        <source>All skills</source>
        <translation>Todas las habilidades</translation>
    </message>
    <message>
        <source>every skill</source>
        <translation>cada habilidad</translation>
    </message>
    <message>
        <source>All saves</source>
        <translation>Todas las salvaciones</translation>
    </message>
    <message>
        <source>every saving throw</source>
        <translation>cada tirada de salvación</translation>
    </message>
    <message>
        <source>Choose a condition</source>
        <translation>Elegir un estado</translation>
    </message>
    <message>
        <source>the rule applies nothing until one is chosen</source>
        <translation>la regla no aplica nada hasta que se elija uno</translation>
    </message>
    <message>
        <source>to your attack&apos;s target</source>
        <translation>al objetivo de tu ataque</translation>
    </message>
    <message>
        <source>to you</source>
        <translation>a ti</translation>
    </message>
    <message>
        <source>Saves with advantage</source>
        <translation>Salvaciones con ventaja</translation>
    </message>
    <message>
        <source>those whose mode so far is advantage</source>
        <translation>aquellas cuyo modo hasta ahora es ventaja</translation>
    </message>
    <message>
        <source>Saves with disadvantage</source>
        <translation>Salvaciones con desventaja</translation>
    </message>
    <message>
        <source>those whose mode so far is disadvantage (Highborn)</source>
        <translation>aquellas cuyo modo hasta ahora es desventaja (Altonato)</translation>
    </message>
    <message>
        <source>Saves without either</source>
        <translation>Salvaciones sin ninguno de los dos</translation>
    </message>
    <message>
        <source>those whose mode so far is neither</source>
        <translation>aquellas cuyo modo hasta ahora no es ninguno de los dos</translation>
    </message>
    <message>
        <source>Not chosen yet</source>
        <translation>Aún no elegida</translation>
    </message>
    <message>
        <source>the rule does nothing until the player picks</source>
        <translation>la regla no hace nada hasta que el jugador elija</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Sumar</translation>
    </message>
    <message>
        <source>added to Armor, by priority</source>
        <translation>se suma a la Armadura, por prioridad</translation>
    </message>
    <message>
        <source>Multiply</source>
        <translation>Multiplicar</translation>
    </message>
    <message>
        <source>Armor multiplied by it, by priority</source>
        <translation>la Armadura se multiplica por el valor, por prioridad</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>after every add and multiply: replaces Armor (the last override wins)</source>
        <translation>después de cada suma y multiplicación: reemplaza la Armadura (gana el último reemplazo)</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>added to the mode so far</source>
        <translation>se suma al modo obtenido hasta ahora</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Fijar</translation>
    </message>
    <message>
        <source>replaces the mode so far</source>
        <translation>reemplaza el modo obtenido hasta ahora</translation>
    </message>
    <message>
        <source>Walk (none named)</source>
        <translation>Caminar (ninguno indicado)</translation>
    </message>
    <message>
        <source>no movement named: walk, as upstream&apos;s blank</source>
        <translation>ningún movimiento indicado: caminar, como el campo vacío de la versión original</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Disadvantage</source>
        <translation>Desventaja</translation>
    </message>
    <message>
        <source>Advantage {steps}</source>
        <translation>Ventaja {steps}</translation>
    </message>
    <message>
        <source>Disadvantage {steps}</source>
        <translation>Desventaja {steps}</translation>
    </message>
    <message>
        <source>set: a normal roll; adjust: no change</source>
        <translation>fijar: una tirada normal; ajustar: sin cambios</translation>
    </message>
    <message numerus="yes">
        <source>set: roll {dice}d20, keep the highest; adjust: %n step(s) that way</source>
        <translation>
            <numerusform>fijar: tirar {dice}d20 y quedarse el más alto; ajustar: %n paso en ese sentido</numerusform>
            <numerusform>fijar: tirar {dice}d20 y quedarse el más alto; ajustar: %n pasos en ese sentido</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>set: roll {dice}d20, keep the lowest; adjust: %n step(s) that way</source>
        <translation>
            <numerusform>fijar: tirar {dice}d20 y quedarse el más bajo; ajustar: %n paso en ese sentido</numerusform>
            <numerusform>fijar: tirar {dice}d20 y quedarse el más bajo; ajustar: %n pasos en ese sentido</numerusform>
        </translation>
    </message>
    <message>
        <source>every attack that has a delivery (melee or ranged)</source>
        <translation>cualquier ataque que tenga una forma (cuerpo a cuerpo o a distancia)</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <source>weapon and spell attacks</source>
        <translation>ataques con arma y de conjuro</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>every attack but a spell&apos;s (Unarmed Strike too)</source>
        <translation>cualquier ataque salvo los de conjuro (también Ataque sin armas)</translation>
    </message>
    <message>
        <source>only spell attacks</source>
        <translation>solo los ataques de conjuro</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Fija</translation>
    </message>
    <message>
        <source>each hit is reduced by the value</source>
        <translation>cada impacto se reduce en el valor</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Mitad</translation>
    </message>
    <message>
        <source>the damage is halved once, rounding up</source>
        <translation>el daño se reduce a la mitad una vez, redondeando hacia arriba</translation>
    </message>
    <message>
        <source>the attacker rolls with disadvantage (a reminder in the log)</source>
        <translation>el atacante tira con desventaja (un recordatorio en el registro)</translation>
    </message>
    <message>
        <source>Force a reroll</source>
        <translation>Forzar repetición</translation>
    </message>
    <message>
        <source>the attacker must reroll (a reminder in the log)</source>
        <translation>el atacante debe repetir la tirada (un recordatorio en el registro)</translation>
    </message>
    <message>
        <source>Redirect to you</source>
        <translation>Redirigir hacia ti</translation>
    </message>
    <message>
        <source>an attack on an ally nearby can be redirected to you (a reminder)</source>
        <translation>un ataque contra un aliado cercano puede redirigirse hacia ti (un recordatorio)</translation>
    </message>
    <message>
        <source>Automatic miss</source>
        <translation>Fallo automático</translation>
    </message>
    <message>
        <source>the attack misses: no damage, only Attacked triggers</source>
        <translation>el ataque falla: sin daño, solo se activan los desencadenantes Atacado</translation>
    </message>
    <message>
        <source>every incoming attack is rerolled</source>
        <translation>se repite la tirada de cada ataque recibido</translation>
    </message>
    <message>
        <source>A hit</source>
        <translation>Un impacto</translation>
    </message>
    <message>
        <source>a hit is rerolled</source>
        <translation>se repite la tirada de un impacto</translation>
    </message>
    <message>
        <source>A critical hit</source>
        <translation>Un golpe crítico</translation>
    </message>
    <message>
        <source>only a critical hit is rerolled</source>
        <translation>solo se repite la tirada de un golpe crítico</translation>
    </message>
    <message>
        <source>the {die} hit dice, as stored (before Increment Hit Dice)</source>
        <translation>los Dados de Golpe {die}, tal como están guardados (antes de Incrementar Dados de Golpe)</translation>
    </message>
    <message>
        <source>Class hit die</source>
        <translation>Dado de Golpe de la clase</translation>
    </message>
    <message>
        <source>the class&apos;s hit die size (d6 without a class)</source>
        <translation>el tamaño del Dado de Golpe de la clase (d6 sin clase)</translation>
    </message>
    <message>
        <source>hit dice spent in a field rest, when the player confirms the condition</source>
        <translation>los Dados de Golpe gastados en un descanso al raso, cuando el jugador confirma la condición</translation>
    </message>
    <message>
        <source>Level-up HP</source>
        <translation>PG por subida de nivel</translation>
    </message>
    <message>
        <source>the HP roll at level-up</source>
        <translation>la tirada de PG al subir de nivel</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Idiomas</translation>
    </message>
    <message>
        <source>languages the character speaks</source>
        <translation>los idiomas que habla el personaje</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>armor the character can wear</source>
        <translation>las armaduras que el personaje puede llevar</translation>
    </message>
    <message>
        <source>weapon types the character can crit with (Unarmed Strike for unarmed strikes)</source>
        <translation>los tipos de armas con los que el personaje puede hacer crítico (Ataque sin armas para los ataques sin armas)</translation>
    </message>
    <message>
        <source>Using an item</source>
        <translation>Usar un objeto</translation>
    </message>
    <message>
        <source>an item&apos;s activation (a spell&apos;s cast too), filtered by type or identifier below</source>
        <translation>la activación de un objeto (también el lanzamiento de un conjuro), filtrada por tipo o identificador abajo</translation>
    </message>
    <message>
        <source>A heroic reaction</source>
        <translation>Una reacción heroica</translation>
    </message>
    <message>
        <source>Defend, Interpose, Opportunity attack or Help, filtered below</source>
        <translation>Defender, Interponer, Ataque de oportunidad o Ayudar, filtradas abajo</translation>
    </message>
    <message>
        <source>Add to the cost</source>
        <translation>Sumar al coste</translation>
    </message>
    <message>
        <source>the value is added to the cost so far (negative: cheaper), never below 0</source>
        <translation>el valor se suma al coste hasta ahora (negativo: más barato), nunca menos de 0</translation>
    </message>
    <message>
        <source>Set the cost</source>
        <translation>Fijar el coste</translation>
    </message>
    <message>
        <source>the cost becomes the value (0: free), whatever it was</source>
        <translation>el coste pasa a ser el valor (0: gratis), fuera cual fuera</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Rasgo</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Subclass</source>
        <translation>Subclase</translation>
    </message>
    <message>
        <source>Ancestry</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Trasfondo</translation>
    </message>
    <message>
        <source>Boon</source>
        <translation>Don</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Conjuro</translation>
    </message>
    <message>
        <source>items of type {type}</source>
        <translation>objetos de tipo {type}</translation>
    </message>
    <message>
        <source>a heroic reaction, once a round, not on your own turn</source>
        <translation>una reacción heroica, una vez por asalto, no en tu propio turno</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ahora</translation>
    </message>
    <message>
        <source>extra actions this turn (spent before the turn&apos;s own); negative takes actions away</source>
        <translation>acciones extra este turno (se gastan antes que las propias del turno); un valor negativo quita acciones</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Próximo turno</translation>
    </message>
    <message>
        <source>more (or fewer) actions at the next refill, at the end of your turn</source>
        <translation>más (o menos) acciones en la próxima recarga, al final de tu turno</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>your own actions change</source>
        <translation>cambian tus propias acciones</translation>
    </message>
    <message>
        <source>The target</source>
        <translation>El objetivo</translation>
    </message>
    <message>
        <source>a line in the log: the GM gives the target its actions</source>
        <translation>una línea en el registro: el DJ le da al objetivo sus acciones</translation>
    </message>
    <message>
        <source>Every ally</source>
        <translation>Cada aliado</translation>
    </message>
    <message>
        <source>a line in the log: the GM gives every ally their actions</source>
        <translation>una línea en el registro: el DJ les da a todos los aliados sus acciones</translation>
    </message>
    <message>
        <source>used only for items</source>
        <translation>solo se usa para objetos</translation>
    </message>
    <message>
        <source>used only for heroic reactions</source>
        <translation>solo se usa para reacciones heroicas</translation>
    </message>
    <message>
        <source>only your own actions can be borrowed</source>
        <translation>solo se pueden tomar prestadas tus propias acciones</translation>
    </message>
    <message>
        <source>only actions given now are borrowed</source>
        <translation>solo se toman prestadas las acciones dadas ahora</translation>
    </message>
    <message>
        <source>used only by a manual spend</source>
        <translation>solo lo usa un gasto manual</translation>
    </message>
    <message>
        <source>a maximize spend needs no effect</source>
        <translation>un gasto de maximizar no necesita efecto</translation>
    </message>
    <message>
        <source>used only in auto-bonus mode or by a card offer</source>
        <translation>solo se usa en modo bono automático o con una oferta en tarjeta</translation>
    </message>
    <message>
        <source>ignored for charge pools</source>
        <translation>se ignora en las reservas de cargas</translation>
    </message>
    <message>
        <source>a half reduction ignores the value</source>
        <translation>una reducción a la mitad ignora el valor</translation>
    </message>
    <message>
        <source>used only when the player chooses the save</source>
        <translation>solo se usa cuando el jugador elige la salvación</translation>
    </message>
    <message>
        <source>the player&apos;s choice (Chosen save) replaces it</source>
        <translation>la elección del jugador (Salvación elegida) lo reemplaza</translation>
    </message>
    <message>
        <source>used only by a forced reroll</source>
        <translation>solo lo usa una repetición de tirada forzada</translation>
    </message>
    <message>
        <source>type a pool identifier</source>
        <translation>escribe un identificador de reserva</translation>
    </message>
    <message>
        <source>target tags: quarry, bloodied</source>
        <translation>etiquetas de objetivo: quarry, bloodied</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>a plain counter</source>
        <translation>un contador simple</translation>
    </message>
    <message>
        <source>Hide this pool on the sheet</source>
        <translation>Ocultar esta reserva en la hoja</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Mantener</translation>
    </message>
    <message>
        <source>leave the die size unchanged</source>
        <translation>dejar el tamaño del dado sin cambios</translation>
    </message>
    <message>
        <source>e.g. Fury grows: +{value} damage</source>
        <translation>p. ej. La Furia crece: +{value} de daño</translation>
    </message>
    <message>
        <source>End your Rage? (or a NIMBLE.… key)</source>
        <translation>¿Terminar tu Furia? (o una clave NIMBLE.…)</translation>
    </message>
    <message>
        <source>type a toggle identifier</source>
        <translation>escribe un identificador de efecto conmutable</translation>
    </message>
    <message>
        <source>any type</source>
        <translation>cualquier tipo</translation>
    </message>
    <message>
        <source>every damage (or fire, cold …)</source>
        <translation>todo el daño (o fire, cold …)</translation>
    </message>
    <message>
        <source>e.g. in the wild</source>
        <translation>p. ej. en la naturaleza</translation>
    </message>
    <message>
        <source>any item (or type an identifier)</source>
        <translation>cualquier objeto (o escribe un identificador)</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>sheet-app speaks {language} from its next start. Everything is saved.</source>
        <translation>Idioma: {language} desde el próximo inicio de sheet-app. Todo está guardado.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
    <message>
        <source>Actions {current} of {most}</source>
        <translation>Acciones {current} de {most}</translation>
    </message>
    <message>
        <source> plus {extra} extra</source>
        <translation> más {extra} adicionales</translation>
    </message>
    <message>
        <source>, not tracked</source>
        <translation>, sin seguimiento</translation>
    </message>
    <message>
        <source>Reaction {reaction}</source>
        <translation>Reacción {reaction}</translation>
    </message>
    <message>
        <source>Condition {condition} (implied)</source>
        <translation>Estado {condition} (implícito)</translation>
    </message>
    <message>
        <source>Condition {condition}</source>
        <translation>Estado {condition}</translation>
    </message>
    <message>
        <source>{condition} (implied)</source>
        <translation>{condition} (implícito)</translation>
    </message>
    <message>
        <source>Remove {condition}</source>
        <translation>Quitar {condition}</translation>
    </message>
    <message>
        <source>&amp;Lasts</source>
        <translation>&amp;Dura</translation>
    </message>
    <message>
        <source>How long the condition lasts</source>
        <translation>Cuánto dura el estado</translation>
    </message>
    <message>
        <source>0 (until removed) or how many of your turns, rounds or attacks; then choose the condition below</source>
        <translation>0 (hasta que se quite) o cuántos de tus turnos, asaltos o ataques; luego elige el estado abajo</translation>
    </message>
    <message>
        <source>Counted in</source>
        <translation>Contado en</translation>
    </message>
    <message>
        <source>Slowed lasts to the end of your next turn and Despair to your next attack unless you give a length</source>
        <translation>Ralentizado dura hasta el final de tu próximo turno y Desesperado hasta tu próximo ataque, salvo que indiques una duración</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no condition</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Add condition…</source>
        <translation>Añadir estado…</translation>
    </message>
    <message>
        <source>Add a condition</source>
        <translation>Añadir un estado</translation>
    </message>
    <message>
        <source>Turn a Nimble condition on or off (Prone, Dazed, Slowed…); one undo step each</source>
        <translation>Activar o desactivar un estado de Nimble (Derribado, Atontado, Ralentizado…); un paso de deshacer cada uno</translation>
    </message>
    <message>
        <source>On: choose it again to turn it off.</source>
        <translation>Activo: elígelo de nuevo para desactivarlo.</translation>
    </message>
    <message>
        <source>It lasts as long as the first line says.</source>
        <translation>Dura lo que indica la primera línea.</translation>
    </message>
    <message>
        <source>Filter items and pools…  (Ctrl+F)</source>
        <translation>Filtrar objetos y reservas…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter items</source>
        <translation>Filtrar objetos</translation>
    </message>
    <message>
        <source>First match</source>
        <translation>Primera coincidencia</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>{action}: nothing changed</source>
        <translation>{action}: no ha cambiado nada</translation>
    </message>
    <message>
        <source>Nothing changed</source>
        <translation>No ha cambiado nada</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recargar</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Rechazado: {reason}</translation>
    </message>
    <message>
        <source>Problems ({count})</source>
        <translation>Problemas ({count})</translation>
    </message>
    <message>
        <source>No item matches the filter</source>
        <translation>Ningún objeto coincide con el filtro</translation>
    </message>
    <message>
        <source>Character {id} could not be opened: {error}</source>
        <translation>No se pudo abrir el personaje {id}: {error}</translation>
    </message>
    <message>
        <source>Character {id} could not be opened: {error}. It is kept in the library unchanged; `sheet-app export -o FILE {id}` writes it out to fix by hand.</source>
        <translation>No se pudo abrir el personaje {id}: {error}. Se conserva sin cambios en la biblioteca; `sheet-app export -o FILE {id}` lo escribe en un archivo para corregirlo a mano.</translation>
    </message>
    <message>
        <source>Character {id} could not be opened: its saved data is damaged ({error}). It is kept in the library unchanged; `sheet-app restore` brings back a backup.</source>
        <translation>No se pudo abrir el personaje {id}: sus datos guardados están dañados ({error}). Se conserva sin cambios en la biblioteca; `sheet-app restore` recupera una copia de seguridad.</translation>
    </message>
    <message>
        <source>Character {id} could not be opened: {kind}: {error}.</source>
        <translation>No se pudo abrir el personaje {id}: {kind}: {error}.</translation>
    </message>
    <message>
        <source>Reloaded {name} from the library</source>
        <translation>{name} recargado desde la biblioteca</translation>
    </message>
    <message>
        <source>No library</source>
        <translation>Sin biblioteca</translation>
    </message>
    <message>
        <source>Import a character</source>
        <translation>Importar un personaje</translation>
    </message>
    <message>
        <source>Characters (*.json)</source>
        <translation>Personajes (*.json)</translation>
    </message>
    <message>
        <source>{path}: an item file, not a character</source>
        <translation>{path}: un archivo de objeto, no un personaje</translation>
    </message>
    <message>
        <source>no library is open</source>
        <translation>no hay ninguna biblioteca abierta</translation>
    </message>
    <message>
        <source>Export the sheet as PDF</source>
        <translation>Exportar la hoja como PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>{path}: the PDF was not written: {error}</source>
        <translation>{path}: no se ha escrito el PDF: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Sheet exported to {path} (%n pages)</source>
        <translation>
            <numerusform>Hoja exportada a {path} (%n página)</numerusform>
            <numerusform>Hoja exportada a {path} (%n páginas)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} — character sheet</source>
        <translation>{name} — hoja de personaje</translation>
    </message>
    <message>
        <source>Print the sheet</source>
        <translation>Imprimir la hoja</translation>
    </message>
    <message>
        <source>Not printed: {error}</source>
        <translation>No se ha imprimido: {error}</translation>
    </message>
    <message>
        <source>the printer</source>
        <translation>la impresora</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n pages to {printer}</source>
        <translation>
            <numerusform>%n página enviada a {printer}</numerusform>
            <numerusform>%n páginas enviadas a {printer}</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the character</source>
        <translation>Exportar el personaje</translation>
    </message>
    <message>
        <source>{path}: not exported: {error}</source>
        <translation>{path}: no exportado: {error}</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exportado a {path}</translation>
    </message>
    <message>
        <source>The library was not backed up: {error}</source>
        <translation>No se ha hecho copia de seguridad de la biblioteca: {error}</translation>
    </message>
    <message>
        <source>Library backed up to {path}</source>
        <translation>Copia de seguridad de la biblioteca guardada en {path}</translation>
    </message>
    <message>
        <source>Export the activity log</source>
        <translation>Exportar el registro de actividad</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>{path}: the log was not exported: {error}</source>
        <translation>{path}: no se ha exportado el registro: {error}</translation>
    </message>
    <message>
        <source>Log exported to {path}</source>
        <translation>Registro exportado a {path}</translation>
    </message>
    <message>
        <source>Import Foundry content: a pack, a system, module or world folder, or JSON</source>
        <translation>Importar contenido de Foundry: un pack, una carpeta de sistema, módulo o mundo, o JSON</translation>
    </message>
    <message>
        <source>{error}; the library is unchanged</source>
        <translation>{error}; la biblioteca no ha cambiado</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n documents from {folder}</source>
        <translation>
            <numerusform>%n documento importado de {folder}</numerusform>
            <numerusform>%n documentos importados de {folder}</numerusform>
        </translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Moribundo</translation>
    </message>
    <message>
        <source>Character name</source>
        <translation>Nombre del personaje</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>Current HP</source>
        <translation>PG actuales</translation>
    </message>
    <message>
        <source>Maximum HP</source>
        <translation>PG máximos</translation>
    </message>
    <message>
        <source>Temporary HP</source>
        <translation>PG temporales</translation>
    </message>
    <message>
        <source>Temporary HP: taken after the banked reduction, before HP; a new value replaces the old (they do not stack); a safe rest removes them</source>
        <translation>PG temporales: se restan después de la reducción acumulada y antes de los PG; un valor nuevo sustituye al anterior (no se acumulan); un descanso seguro los elimina</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <source>Maximum wounds</source>
        <translation>Heridas máximas</translation>
    </message>
    <message>
        <source>Wounds at which the character dies</source>
        <translation>Heridas con las que el personaje muere</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Maná</translation>
    </message>
    <message>
        <source>Mana (own)</source>
        <translation>Maná (propio)</translation>
    </message>
    <message>
        <source>Maximum mana</source>
        <translation>Maná máximo</translation>
    </message>
    <message>
        <source>Combat mana</source>
        <translation>Maná de combate</translation>
    </message>
    <message>
        <source>Combat mana: the layer a Combat Mana rule grants for the encounter, spent first</source>
        <translation>Maná de combate: la capa que una regla Maná de combate otorga para el encuentro, que se gasta primero</translation>
    </message>
    <message>
        <source>No hit dice: give the class item a hit die size, or set them here</source>
        <translation>Sin Dados de Golpe: da un tamaño de Dado de Golpe al objeto de clase, o fíjalos aquí</translation>
    </message>
    <message>
        <source>Roll…</source>
        <comment>the button that spends hit dice</comment>
        <translation>Tirar…</translation>
    </message>
    <message>
        <source>Spend hit dice</source>
        <translation>Gastar Dados de Golpe</translation>
    </message>
    <message>
        <source>Spend hit dice to heal outside a rest (Catch Breath or Make Camp)</source>
        <translation>Gastar Dados de Golpe para curarse fuera de un descanso (Recuperar aliento o Acampar)</translation>
    </message>
    <message>
        <source>Banked damage reduction</source>
        <translation>Reducción de daño acumulada</translation>
    </message>
    <message>
        <source>Damage reduction banked by a dice spend; it comes off the next hit</source>
        <translation>Reducción de daño acumulada por un gasto de dados; se descuenta del próximo impacto</translation>
    </message>
    <message>
        <source>States</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>add a state…</source>
        <translation>añadir un estado…</translation>
    </message>
    <message>
        <source>Add a state</source>
        <translation>Añadir un estado</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Dados de Golpe</translation>
    </message>
    <message>
        <source>Damage reduction</source>
        <translation>Reducción de daño</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Encuentro</translation>
    </message>
    <message>
        <source>no class</source>
        <translation>sin clase</translation>
    </message>
    <message>
        <source>Armor {value}: {base} and the Armor Class rules; Defend takes it off a hit&apos;s damage</source>
        <translation>Armadura {value}: {base} y las reglas de Clase de armadura; Defender la resta del daño de un impacto</translation>
    </message>
    <message>
        <source>Speed in spaces: walk, then every other movement mode the character has</source>
        <translation>Velocidad en casillas: a pie, y después cada otro modo de movimiento que tenga el personaje</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>MUERTO</translation>
    </message>
    <message>
        <source>DYING</source>
        <translation>MORIBUNDO</translation>
    </message>
    <message>
        <source>BLOODIED</source>
        <translation>MALTRECHO</translation>
    </message>
    <message>
        <source>HP · {condition}</source>
        <translation>PG · {condition}</translation>
    </message>
    <message>
        <source>Wounds at which the character dies: {most} with its rules (this box holds the base, {base})</source>
        <translation>Heridas con las que el personaje muere: {most} con sus reglas (esta casilla contiene la base, {base})</translation>
    </message>
    <message>
        <source>+ combat {current}/{most}</source>
        <translation>+ combate {current}/{most}</translation>
    </message>
    <message>
        <source>Encounter · round {round}</source>
        <translation>Encuentro · asalto {round}</translation>
    </message>
    <message>
        <source>No encounter</source>
        <translation>Sin encuentro</translation>
    </message>
    <message>
        <source> · initiative {initiative}</source>
        <translation> · iniciativa {initiative}</translation>
    </message>
    <message>
        <source>Hit dice {size} left</source>
        <translation>Dados de Golpe {size} restantes</translation>
    </message>
    <message>
        <source>{size} hit dice left (a safe rest brings them all back)</source>
        <translation>{size} Dados de Golpe restantes (un descanso seguro los recupera todos)</translation>
    </message>
    <message>
        <source>State {state}</source>
        <translation>Estado {state}</translation>
    </message>
    <message>
        <source>Turn {state} on or off (self:{state})</source>
        <translation>Activar o desactivar {state} (self:{state})</translation>
    </message>
    <message>
        <source>End {toggle}?</source>
        <translation>¿Terminar {toggle}?</translation>
    </message>
    <message>
        <source>End {toggle}</source>
        <translation>Terminar {toggle}</translation>
    </message>
    <message>
        <source>Keep {state}</source>
        <translation>Mantener {state}</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the last two names of a list: Rage and Frenzy</comment>
        <translation> y </translation>
    </message>
    <message>
        <source>This turns {states} off.</source>
        <translation>Esto desactiva {states}.</translation>
    </message>
    <message>
        <source>{pools} will be emptied.</source>
        <translation>Esto vaciará {pools}.</translation>
    </message>
    <message>
        <source>Select an item first</source>
        <translation>Selecciona primero un objeto</translation>
    </message>
    <message>
        <source>Add items from files</source>
        <translation>Añadir objetos desde archivos</translation>
    </message>
    <message>
        <source>Items (*.json)</source>
        <translation>Objetos (*.json)</translation>
    </message>
    <message>
        <source>{path}: a character file, not items; use File ▸ Import character</source>
        <translation>{path}: un archivo de personaje, no objetos; usa Archivo ▸ Importar personaje</translation>
    </message>
    <message>
        <source>{pool}: die {position} shows {face}</source>
        <translation>{pool}: el dado {position} muestra {face}</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Fijar en</translation>
    </message>
    <message>
        <source>Set to {face}</source>
        <translation>Fijar en {face}</translation>
    </message>
    <message>
        <source>Reroll this die</source>
        <translation>Volver a tirar este dado</translation>
    </message>
    <message>
        <source>Remove this die</source>
        <translation>Quitar este dado</translation>
    </message>
    <message>
        <source>Use {item}</source>
        <translation>Usar {item}</translation>
    </message>
    <message>
        <source>Unequip</source>
        <translation>Desequipar</translation>
    </message>
    <message>
        <source>Equip</source>
        <translation>Equipar</translation>
    </message>
    <message>
        <source>Edit item…</source>
        <translation>Editar objeto…</translation>
    </message>
    <message>
        <source>Edit rules…</source>
        <translation>Editar reglas…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Delete item</source>
        <translation>Eliminar objeto</translation>
    </message>
    <message>
        <source>{pool}: level-up bonus ({bonus:+d})…</source>
        <translation>{pool}: bono por subida de nivel ({bonus:+d})…</translation>
    </message>
    <message>
        <source>{pool}: set charges ({current}/{most})…</source>
        <translation>{pool}: fijar cargas ({current}/{most})…</translation>
    </message>
    <message>
        <source>{pool}: spend a charge and roll a {die}</source>
        <translation>{pool}: gastar una carga y tirar un {die}</translation>
    </message>
    <message>
        <source>{pool}: open the dice panel…</source>
        <translation>{pool}: abrir el panel de dados…</translation>
    </message>
    <message>
        <source>{pool}: roll one in</source>
        <translation>{pool}: tirar un dado dentro</translation>
    </message>
    <message>
        <source>{pool}: die {position} ({face})</source>
        <translation>{pool}: dado {position} ({face})</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problemas:</translation>
    </message>
    <message>
        <source>{subtitle} · not equipped</source>
        <translation>{subtitle} · no equipado</translation>
    </message>
    <message>
        <source>Cast</source>
        <comment>the button of a spell&apos;s row</comment>
        <translation>Lanzar</translation>
    </message>
    <message>
        <source>Use</source>
        <comment>the button of an item&apos;s row</comment>
        <translation>Usar</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>Equipado</translation>
    </message>
    <message>
        <source>Unequipped</source>
        <translation>No equipado</translation>
    </message>
    <message>
        <source>Die {position}: {face} on a {die} — right-click to edit</source>
        <translation>Dado {position}: {face} en un {die} — clic derecho para editar</translation>
    </message>
    <message>
        <source>Roll one {die} into {pool}</source>
        <translation>Tirar un {die} en {pool}</translation>
    </message>
    <message>
        <source>Click to open the dice panel</source>
        <translation>Haz clic para abrir el panel de dados</translation>
    </message>
    <message>
        <source>Damage formula: {formula}</source>
        <translation>Fórmula de daño: {formula}</translation>
    </message>
    <message>
        <source>Cannot cast {item} now: {reason}</source>
        <translation>No se puede lanzar {item} ahora: {reason}</translation>
    </message>
    <message>
        <source>Cannot use {item} now: {reason}</source>
        <translation>No se puede usar {item} ahora: {reason}</translation>
    </message>
    <message>
        <source>Cast {item} (Enter)</source>
        <translation>Lanzar {item} (Enter)</translation>
    </message>
    <message>
        <source>Use {item} (Enter)</source>
        <translation>Usar {item} (Enter)</translation>
    </message>
    <message>
        <source>Note: {caution}</source>
        <translation>Nota: {caution}</translation>
    </message>
    <message>
        <source>Click to unequip</source>
        <translation>Haz clic para desequipar</translation>
    </message>
    <message>
        <source>Click to equip</source>
        <translation>Haz clic para equipar</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Activity log</source>
        <translation>Registro de actividad</translation>
    </message>
    <message>
        <source>Search the log…</source>
        <translation>Buscar en el registro…</translation>
    </message>
    <message>
        <source>Search the activity log</source>
        <translation>Buscar en el registro de actividad</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportar…</translation>
    </message>
    <message>
        <source>Save the log as a text file</source>
        <translation>Guardar el registro como archivo de texto</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(deshecho)</translation>
    </message>
    <message>
        <source>Start &amp;encounter</source>
        <translation>Iniciar &amp;encuentro</translation>
    </message>
    <message>
        <source>Start an encounter: fires Encounter Start</source>
        <translation>Iniciar un encuentro: activa Inicio del encuentro</translation>
    </message>
    <message>
        <source>Roll &amp;initiative</source>
        <translation>Tirar &amp;iniciativa</translation>
    </message>
    <message>
        <source>Roll initiative from your formula, or type what you rolled: fires Initiative and grants combat mana</source>
        <translation>Tira la iniciativa con tu fórmula, o escribe lo que sacaste: activa Iniciativa y otorga el maná de combate</translation>
    </message>
    <message>
        <source>&amp;Start turn</source>
        <translation>Iniciar &amp;turno</translation>
    </message>
    <message>
        <source>Your turn starts: fires Turn Start (with or without an encounter)</source>
        <translation>Empieza tu turno: activa Inicio del turno (con o sin encuentro)</translation>
    </message>
    <message>
        <source>End &amp;turn</source>
        <translation>Terminar t&amp;urno</translation>
    </message>
    <message>
        <source>Your turn ends: fires Turn End and counts the round</source>
        <translation>Termina tu turno: activa Fin del turno y cuenta el asalto</translation>
    </message>
    <message>
        <source>E&amp;nd encounter</source>
        <translation>Terminar e&amp;ncuentro</translation>
    </message>
    <message>
        <source>End the encounter: fires Encounter End, unused damage reduction expires, combat mana clears</source>
        <translation>Terminar el encuentro: activa Fin del encuentro, la reducción de daño sin usar caduca y el maná de combate se vacía</translation>
    </message>
    <message>
        <source>Safe &amp;rest</source>
        <translation>Descanso &amp;seguro</translation>
    </message>
    <message>
        <source>Safe rest: HP to max, hit dice back, mana, one wound healed, and what your rules refill (shows what will change first)</source>
        <translation>Descanso seguro: PG al máximo, Dados de Golpe recuperados, maná, una herida curada y lo que recargan tus reglas (muestra primero lo que cambiará)</translation>
    </message>
    <message>
        <source>&amp;Field rest</source>
        <translation>Descanso al &amp;raso</translation>
    </message>
    <message>
        <source>Field rest: Catch Breath or Make Camp with hit dice, then what your rules refill on a field rest</source>
        <translation>Descanso al raso: Recuperar aliento o Acampar con Dados de Golpe, y después lo que recargan tus reglas en un descanso al raso</translation>
    </message>
    <message>
        <source>&amp;Attacked…</source>
        <translation>&amp;Atacado…</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>&amp;Daño…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Curar…</translation>
    </message>
    <message>
        <source>&amp;Kill</source>
        <translation>E&amp;liminación</translation>
    </message>
    <message>
        <source>You killed a foe (fires On Kill)</source>
        <translation>Has eliminado a un enemigo (activa Eliminación)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Table controls</source>
        <translation>Controles de mesa</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Characters…</source>
        <translation>&amp;Personajes…</translation>
    </message>
    <message>
        <source>&amp;Switch to</source>
        <translation>&amp;Cambiar a</translation>
    </message>
    <message>
        <source>Item &amp;library…</source>
        <translation>&amp;Biblioteca de objetos…</translation>
    </message>
    <message>
        <source>&amp;Import character…</source>
        <translation>&amp;Importar personaje…</translation>
    </message>
    <message>
        <source>&amp;Export character…</source>
        <translation>&amp;Exportar personaje…</translation>
    </message>
    <message>
        <source>Import &amp;Foundry content…</source>
        <translation>Importar contenido de &amp;Foundry…</translation>
    </message>
    <message>
        <source>C&amp;ontent…</source>
        <translation>C&amp;ontenido…</translation>
    </message>
    <message>
        <source>&amp;Back up library…</source>
        <translation>Copia de &amp;seguridad de la biblioteca…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>E&amp;xportar PDF…</translation>
    </message>
    <message>
        <source>The character on paper: header, items, pools to tick, rules in words</source>
        <translation>El personaje en papel: encabezado, objetos, reservas para marcar, reglas en palabras</translation>
    </message>
    <message>
        <source>Pri&amp;nt…</source>
        <translation>Imp&amp;rimir…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>S&amp;alir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>&amp;Find item</source>
        <translation>&amp;Buscar objeto</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Items</source>
        <translation>&amp;Objetos</translation>
    </message>
    <message>
        <source>&amp;New item…</source>
        <translation>&amp;Nuevo objeto…</translation>
    </message>
    <message>
        <source>&amp;Edit item…</source>
        <translation>&amp;Editar objeto…</translation>
    </message>
    <message>
        <source>Edit &amp;rules…</source>
        <translation>Editar &amp;reglas…</translation>
    </message>
    <message>
        <source>&amp;Duplicate item</source>
        <translation>&amp;Duplicar objeto</translation>
    </message>
    <message>
        <source>De&amp;lete item</source>
        <translation>E&amp;liminar objeto</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Mover arriba</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Mover a&amp;bajo</translation>
    </message>
    <message>
        <source>Add from the &amp;item library…</source>
        <translation>Añadir desde la b&amp;iblioteca de objetos…</translation>
    </message>
    <message>
        <source>Add from a &amp;file…</source>
        <translation>Añadir desde un &amp;archivo…</translation>
    </message>
    <message>
        <source>&amp;Character</source>
        <translation>&amp;Personaje</translation>
    </message>
    <message>
        <source>&amp;New character…</source>
        <translation>&amp;Nuevo personaje…</translation>
    </message>
    <message>
        <source>A level-1 character from your imported content: class, ancestry, background, stats, starting items</source>
        <translation>Un personaje de nivel 1 a partir de tu contenido importado: clase, origen, trasfondo, atributos, objetos iniciales</translation>
    </message>
    <message>
        <source>&amp;Level up…</source>
        <translation>&amp;Subir de nivel…</translation>
    </message>
    <message>
        <source>Level &amp;down</source>
        <translation>&amp;Bajar de nivel</translation>
    </message>
    <message>
        <source>Take back the last level of the history</source>
        <translation>Deshacer el último nivel del historial</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Alojar una mesa…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Party &amp;board</source>
        <translation>&amp;Tablero del grupo</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Salir de la mesa</translation>
    </message>
    <message>
        <source>The party board of the table you host</source>
        <translation>El tablero del grupo de la mesa que alojas</translation>
    </message>
    <message>
        <source>Host a table first (Table ▸ Host a table…)</source>
        <translation>Aloja primero una mesa (Mesa ▸ Alojar una mesa…)</translation>
    </message>
    <message>
        <source>Stop sharing or hosting</source>
        <translation>Dejar de compartir o de alojar</translation>
    </message>
    <message>
        <source>You are not at a table</source>
        <translation>No estás en ninguna mesa</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Deshacer {action}</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Rehacer {action}</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Undo to before: {action}</source>
        <translation>Deshacer hasta antes de: {action}</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Message action</source>
        <translation>Acción del mensaje</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Descartar mensaje</translation>
    </message>
    <message>
        <source>The character was not made: {error}</source>
        <translation>No se creó el personaje: {error}</translation>
    </message>
    <message>
        <source>New character {name}</source>
        <translation>Nuevo personaje {name}</translation>
    </message>
    <message>
        <source>Made {name}: Edit ▸ Undo takes it back</source>
        <translation>{name} creado: Editar ▸ Deshacer lo quita</translation>
    </message>
    <message>
        <source>New character {name}: {class_} level 1, HP {hp}</source>
        <translation>Nuevo personaje {name}: {class_} nivel 1, PG {hp}</translation>
    </message>
    <message>
        <source>; starting items {items}</source>
        <translation>; objetos iniciales {items}</translation>
    </message>
    <message>
        <source>{name} is the only character: it stays (File ▸ Characters… deletes it once there is another)</source>
        <translation>{name} es el único personaje: se queda (Archivo ▸ Personajes… lo elimina cuando haya otro)</translation>
    </message>
    <message>
        <source>Undid {name}: moved to the trash (File ▸ Characters… ▸ Show trash)</source>
        <translation>{name} deshecho: movido a la papelera (Archivo ▸ Personajes… ▸ Mostrar papelera)</translation>
    </message>
    <message>
        <source>Redid {name}</source>
        <translation>{name} rehecho</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Salvaciones</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>ventaja</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <translation>desventaja</translation>
    </message>
    <message>
        <source>Skills and saves</source>
        <translation>Habilidades y salvaciones</translation>
    </message>
    <message>
        <source>I roll my &amp;own dice</source>
        <translation>Tiro mis pr&amp;opios dados</translation>
    </message>
    <message>
        <source>Every roll the sheet needs is asked from you: type the faces of your dice</source>
        <translation>Cada tirada que necesita la hoja se te pide a ti: escribe las caras de tus dados</translation>
    </message>
    <message>
        <source>You roll your own dice: the sheet asks for the faces</source>
        <translation>Tiras tus propios dados: la hoja pide las caras</translation>
    </message>
    <message>
        <source>The sheet rolls the dice</source>
        <translation>La hoja tira los dados</translation>
    </message>
    <message>
        <source>Roll for {action}</source>
        <translation>Tirada para {action}</translation>
    </message>
    <message>
        <source>Roll {dice}</source>
        <translation>Tirar {dice}</translation>
    </message>
    <message>
        <source>Roll {dice} ({action})</source>
        <translation>Tirar {dice} ({action})</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Curar</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>regla</translation>
    </message>
    <message>
        <source>{type} (rule {number})</source>
        <translation>{type} (regla {number})</translation>
    </message>
    <message>
        <source>Double-click or press Enter on a problem to open the item&apos;s rules at that field</source>
        <translation>Haz doble clic o pulsa Enter sobre un problema para abrir las reglas del objeto en ese campo</translation>
    </message>
    <message>
        <source>Character</source>
        <comment>the heading of the character&apos;s own problems</comment>
        <translation>Personaje</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n advertencia</numerusform>
            <numerusform>%n advertencias</numerusform>
        </translation>
    </message>
    <message>
        <source>Ski&amp;lls and saves</source>
        <translation>&amp;Habilidades y salvaciones</translation>
    </message>
    <message>
        <source>The keyboard to the skills and saves: type a skill&apos;s name, Enter rolls</source>
        <translation>Acceso por teclado a las habilidades y salvaciones: escribe el nombre de una habilidad, Enter tira</translation>
    </message>
    <message>
        <source>Roll with ad&amp;vantage or disadvantage…</source>
        <translation>Tirar con &amp;ventaja o desventaja…</translation>
    </message>
    <message>
        <source>Choose advantage or disadvantage (and how many), a DC, and whether Frightened or Taunted applies, for the current skill, save or attack</source>
        <translation>Elige ventaja o desventaja (y cuántas), una CD, y si se aplica Asustado o Provocado, para la habilidad, salvación o ataque actual</translation>
    </message>
    <message>
        <source>{item} has no attack to roll with advantage</source>
        <translation>{item} no tiene ningún ataque que tirar con ventaja</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>unreadable</source>
        <translation>ilegible</translation>
    </message>
    <message numerus="yes">
        <source>backups, newest first: {backups} and %n older</source>
        <translation>
            <numerusform>copias de seguridad, de la más reciente a la más antigua: {backups} y %n más antigua</numerusform>
            <numerusform>copias de seguridad, de la más reciente a la más antigua: {backups} y %n más antiguas</numerusform>
        </translation>
    </message>
    <message>
        <source>backups, newest first: {backups}</source>
        <translation>copias de seguridad, de la más reciente a la más antigua: {backups}</translation>
    </message>
    <message>
        <source>there are no backups in {folder}</source>
        <translation>no hay copias de seguridad en {folder}</translation>
    </message>
    <message>
        <source>{path}: the library is damaged ({detail}); restore a backup with `sheet-app restore BACKUP` ({backups})</source>
        <translation>{path}: la biblioteca está dañada ({detail}); restaura una copia de seguridad con `sheet-app restore BACKUP` ({backups})</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <translation>no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>not a sheet-app library backup (not an SQLite database)</source>
        <translation>no es una copia de seguridad de biblioteca de sheet-app (no es una base de datos SQLite)</translation>
    </message>
    <message>
        <source>cannot open: {reason}</source>
        <translation>no se puede abrir: {reason}</translation>
    </message>
    <message>
        <source>made by a newer version of sheet-app (library version {version}, this app reads up to {newest})</source>
        <translation>creada por una versión más reciente de sheet-app (versión de biblioteca {version}, esta aplicación lee hasta la {newest})</translation>
    </message>
    <message>
        <source>not a sheet-app library backup</source>
        <translation>no es una copia de seguridad de biblioteca de sheet-app</translation>
    </message>
    <message>
        <source>the backup is damaged too ({detail})</source>
        <translation>la copia de seguridad también está dañada ({detail})</translation>
    </message>
    <message>
        <source>not a usable backup ({reason})</source>
        <translation>no es una copia de seguridad utilizable ({reason})</translation>
    </message>
    <message>
        <source>{backup}: {problem}; nothing was changed</source>
        <translation>{backup}: {problem}; no se cambió nada</translation>
    </message>
    <message>
        <source>{copy}: cannot keep a copy of the damaged library ({reason}); nothing was changed</source>
        <translation>{copy}: no se puede guardar una copia de la biblioteca dañada ({reason}); no se cambió nada</translation>
    </message>
    <message>
        <source>{path}: the backup {backup} was not restored ({reason}); the damaged library is unchanged (a copy is in {copy})</source>
        <translation>{path}: la copia de seguridad {backup} no se restauró ({reason}); la biblioteca dañada no ha cambiado (hay una copia en {copy})</translation>
    </message>
    <message>
        <source>{file}: the same document id as {other} ({uuid})</source>
        <translation>{file}: el mismo id de documento que {other} ({uuid})</translation>
    </message>
    <message>
        <source>{uuid}: not in the content index (was its source imported again?)</source>
        <translation>{uuid}: no está en el índice de contenido (¿se volvió a importar su origen?)</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>is {size}, larger than the {limit} limit</source>
        <translation>ocupa {size}, más que el límite de {limit}</translation>
    </message>
    <message>
        <source>is larger than the {limit} limit</source>
        <translation>supera el límite de {limit}</translation>
    </message>
    <message>
        <source>{size:.0f} MB</source>
        <translation>{size:.0f} MB</translation>
    </message>
    <message>
        <source>{size} bytes</source>
        <translation>{size} bytes</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>está vacío</translation>
    </message>
    <message>
        <source>is not a text file (binary data, not UTF-8 JSON)</source>
        <translation>no es un archivo de texto (datos binarios, no JSON UTF-8)</translation>
    </message>
    <message>
        <source>is not a text file (it contains NUL bytes)</source>
        <translation>no es un archivo de texto (contiene bytes NUL)</translation>
    </message>
    <message>
        <source>line {line} column {column}</source>
        <translation>línea {line} columna {column}</translation>
    </message>
    <message>
        <source>is not valid JSON: it ends too early ({where}); the file may be truncated</source>
        <translation>no es JSON válido: termina demasiado pronto ({where}); puede que el archivo esté truncado</translation>
    </message>
    <message>
        <source>is not valid JSON: {reason} at {where}</source>
        <translation>no es JSON válido: {reason} en {where}</translation>
    </message>
    <message>
        <source>is not valid JSON: {reason}</source>
        <translation>no es JSON válido: {reason}</translation>
    </message>
    <message>
        <source>is not usable JSON: nested too deeply</source>
        <translation>no es JSON utilizable: anidado demasiado profundamente</translation>
    </message>
    <message>
        <source>is not usable: it holds {problem}</source>
        <translation>no es utilizable: contiene {problem}</translation>
    </message>
    <message>
        <source>true/false value</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>valor verdadero/falso</translation>
    </message>
    <message>
        <source>object</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>objeto</translation>
    </message>
    <message>
        <source>list</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>lista</translation>
    </message>
    <message>
        <source>string</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>cadena</translation>
    </message>
    <message>
        <source>number</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>número</translation>
    </message>
    <message>
        <source>null</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>null</translation>
    </message>
    <message>
        <source>is a JSON {kind}, not a character or item document</source>
        <translation>es un valor JSON de tipo {kind}, no un documento de personaje ni de objeto</translation>
    </message>
    <message>
        <source>not a character (sheet/1) or item (item/1) document, nor a Foundry Nimble item or character export (it looks like a play script: run it with `sheet-app play`)</source>
        <translation>no es un documento de personaje (sheet/1) ni de objeto (item/1), ni una exportación de objeto o personaje de Foundry Nimble (parece un guion de partida: ejecútalo con `sheet-app play`)</translation>
    </message>
    <message>
        <source>not a character (sheet/1) or item (item/1) document, nor a Foundry Nimble item or character export</source>
        <translation>no es un documento de personaje (sheet/1) ni de objeto (item/1), ni una exportación de objeto o personaje de Foundry Nimble</translation>
    </message>
    <message>
        <source>format: must be a text such as &quot;sheet/1&quot; (got {value!r})</source>
        <translation>format: debe ser un texto como &quot;sheet/1&quot; (se recibió {value!r})</translation>
    </message>
    <message>
        <source>format: {value!r} is not a format this app reads (sheet/1, sheet/0, item/1)</source>
        <translation>format: {value!r} no es un formato que lea esta aplicación (sheet/1, sheet/0, item/1)</translation>
    </message>
    <message>
        <source>{where}format: {value!r} is newer than this app understands (it reads item/1)</source>
        <translation>{where}format: {value!r} es más reciente de lo que esta aplicación entiende (lee item/1)</translation>
    </message>
    <message>
        <source>{where}format: {value!r} is not an item format this app reads (item/1)</source>
        <translation>{where}format: {value!r} no es un formato de objeto que esta aplicación lea (item/1)</translation>
    </message>
    <message>
        <source>is an empty list: there are no items in it</source>
        <translation>es una lista vacía: no contiene ningún objeto</translation>
    </message>
    <message>
        <source>holds {count:,} items, more than the limit of {limit:,} items</source>
        <translation>contiene {count:,} objetos, más que el límite de {limit:,} objetos</translation>
    </message>
    <message>
        <source>[{index}]: is a JSON {kind}, not an item</source>
        <translation>[{index}]: es un valor JSON {kind}, no un objeto</translation>
    </message>
    <message>
        <source>[{index}]: is a character; a file holds one character, on its own</source>
        <translation>[{index}]: es un personaje; un archivo contiene un solo personaje, por sí solo</translation>
    </message>
    <message>
        <source>[{index}]: is not an item (no name)</source>
        <translation>[{index}]: no es un objeto (no tiene nombre)</translation>
    </message>
    <message>
        <source>{where}is a Foundry document of the {system!r} game system, not Nimble</source>
        <translation>{where}es un documento de Foundry del sistema de juego {system!r}, no de Nimble</translation>
    </message>
    <message>
        <source>{where}_id: must be text (got {kind}); the item is identified by its name</source>
        <translation>{where}_id: debe ser texto (se recibió {kind}); el objeto se identifica por su nombre</translation>
    </message>
    <message>
        <source>{where}type: upstream item type {type!r} is not one of ours; imported as a feature</source>
        <translation>{where}type: el tipo de objeto original {type!r} no es uno de los nuestros; importado como rasgo</translation>
    </message>
    <message>
        <source>{where}.id: {id!r} is already used by [{other}]</source>
        <translation>{where}.id: {id!r} ya lo usa [{other}]</translation>
    </message>
    <message>
        <source>{item} / rule {index} / type: must be text such as &quot;chargePool&quot; (got {kind}); kept as is and does nothing</source>
        <translation>{item} / regla {index} / type: debe ser texto como &quot;chargePool&quot; (se recibió {kind}); se conserva tal cual y no hace nada</translation>
    </message>
    <message>
        <source>{item} / rule {index} ({type}): rule type not supported here; kept as is and does nothing</source>
        <translation>{item} / regla {index} ({type}): tipo de regla no admitido aquí; se conserva tal cual y no hace nada</translation>
    </message>
    <message>
        <source>is a Foundry {type!r} actor; only characters can be imported (actor types: {types})</source>
        <translation>es un actor de Foundry {type!r}; solo se pueden importar personajes (tipos de actor: {types})</translation>
    </message>
    <message>
        <source>imported character: {problem}</source>
        <translation>personaje importado: {problem}</translation>
    </message>
    <message>
        <source>cannot write: {reason}</source>
        <translation>no se puede escribir: {reason}</translation>
    </message>
    <message>
        <source>cannot write: no free temporary file name</source>
        <translation>no se puede escribir: no hay ningún nombre de archivo temporal libre</translation>
    </message>
    <message>
        <source>not exported: {problem}</source>
        <translation>no exportado: {problem}</translation>
    </message>
    <message>
        <source>not exported: {where}: {problem}</source>
        <translation>no exportado: {where}: {problem}</translation>
    </message>
    <message>
        <source>{root}: no such file or folder</source>
        <translation>{root}: no existe ese archivo o carpeta</translation>
    </message>
    <message>
        <source>{root}: not a folder; choose a pack folder, a system, module or world folder, or a folder of unpacked JSON</source>
        <translation>{root}: no es una carpeta; elige una carpeta de pack, una carpeta de sistema, módulo o mundo, o una carpeta de JSON desempaquetado</translation>
    </message>
    <message>
        <source>{root}: holds no Foundry item documents; {problem}</source>
        <translation>{root}: no contiene documentos de objeto de Foundry; {problem}</translation>
    </message>
    <message>
        <source>choose a compendium pack folder (CURRENT and *.ldb files), a system, module or world folder (with its system.json, module.json or world.json), or a folder of unpacked JSON</source>
        <translation>elige una carpeta de pack de compendio (archivos CURRENT y *.ldb), una carpeta de sistema, módulo o mundo (con su system.json, module.json o world.json), o una carpeta de JSON desempaquetado</translation>
    </message>
    <message>
        <source>{root}: more than {size} MB of files; that is not a content folder (choose the system&apos;s or module&apos;s folder, or one pack)</source>
        <translation>{root}: más de {size} MB de archivos; no es una carpeta de contenido (elige la carpeta del sistema o del módulo, o un solo pack)</translation>
    </message>
    <message>
        <source>{path}: cannot read: {reason}</source>
        <translation>{path}: no se puede leer: {reason}</translation>
    </message>
    <message>
        <source>{path}: not a Foundry manifest (an object with id and packs)</source>
        <translation>{path}: no es un manifiesto de Foundry (un objeto con id y packs)</translation>
    </message>
    <message>
        <source>{where}: a Foundry document of the {system_id!r} game system, not Nimble</source>
        <translation>{where}: un documento de Foundry del sistema de juego {system_id!r}, no de Nimble</translation>
    </message>
    <message>
        <source>{where}: the importer refuses {name!r}: {err}</source>
        <translation>{where}: el importador rechaza {name!r}: {err}</translation>
    </message>
    <message>
        <source> (Foundry may be writing it now: {lock} is there; close the world or Foundry and import again)</source>
        <translation> (puede que Foundry lo esté escribiendo ahora: {lock} existe; cierra el mundo o Foundry e importa de nuevo)</translation>
    </message>
    <message>
        <source>{manifest}: has no packs list</source>
        <translation>{manifest}: no tiene lista de packs</translation>
    </message>
    <message>
        <source>{label}: a pack of {kind} documents, not items</source>
        <translation>{label}: un pack de documentos {kind}, no de objetos</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a pack&apos;s document type</comment>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>{folder}: an old (Foundry 10) NeDB pack; open the world in Foundry 11+ once</source>
        <translation>{folder}: un pack NeDB antiguo (Foundry 10); abre el mundo una vez en Foundry 11+</translation>
    </message>
    <message>
        <source>{folder}: missing (the manifest lists the pack {label!r})</source>
        <translation>{folder}: falta (el manifiesto enumera el pack {label!r})</translation>
    </message>
    <message>
        <source>{path}: larger than {size} MB; not a document</source>
        <translation>{path}: más de {size} MB; no es un documento</translation>
    </message>
    <message>
        <source>{where}: a number is cut short</source>
        <translation>{where}: un número está cortado</translation>
    </message>
    <message>
        <source>{where}: an entry runs past its end</source>
        <translation>{where}: una entrada sobrepasa su final</translation>
    </message>
    <message>
        <source>{path}: the pack is half-written (a record header cut short at byte {pos})</source>
        <translation>{path}: el pack está a medio escribir (una cabecera de registro cortada en el byte {pos})</translation>
    </message>
    <message>
        <source>{path}: damaged (data after empty space at byte {pos})</source>
        <translation>{path}: dañado (datos tras un espacio vacío en el byte {pos})</translation>
    </message>
    <message>
        <source>{path}: the pack is half-written (the record at byte {pos} is cut short)</source>
        <translation>{path}: el pack está a medio escribir (el registro en el byte {pos} está cortado)</translation>
    </message>
    <message>
        <source>{path}: damaged or half-written (the record at byte {pos} fails its checksum)</source>
        <translation>{path}: dañado o a medio escribir (el registro en el byte {pos} no supera su suma de comprobación)</translation>
    </message>
    <message>
        <source>{path}: the pack is half-written (its last record was never finished)</source>
        <translation>{path}: el pack está a medio escribir (su último registro nunca se terminó)</translation>
    </message>
    <message>
        <source>{path}: damaged (a record at byte {pos} starts inside another)</source>
        <translation>{path}: dañado (un registro en el byte {pos} empieza dentro de otro)</translation>
    </message>
    <message>
        <source>{path}: damaged (an unknown or misplaced record at byte {pos})</source>
        <translation>{path}: dañado (un registro desconocido o mal colocado en el byte {pos})</translation>
    </message>
    <message>
        <source>{where}: a write batch is cut short</source>
        <translation>{where}: un lote de escritura está cortado</translation>
    </message>
    <message>
        <source>{where}: a write batch holds fewer entries than it says</source>
        <translation>{where}: un lote de escritura contiene menos entradas de las que indica</translation>
    </message>
    <message>
        <source>{where}: a write batch entry of unknown kind {tag}</source>
        <translation>{where}: una entrada de lote de escritura de tipo desconocido {tag}</translation>
    </message>
    <message>
        <source>{current}: does not name a MANIFEST file (it says {said!r})</source>
        <translation>{current}: no nombra un archivo MANIFEST (indica {said!r})</translation>
    </message>
    <message>
        <source>{path}: missing (CURRENT names it); the pack is incomplete</source>
        <translation>{path}: falta (CURRENT lo nombra); el pack está incompleto</translation>
    </message>
    <message>
        <source>{where}: a version edit of unknown kind {tag}</source>
        <translation>{where}: una edición de versión de tipo desconocido {tag}</translation>
    </message>
    <message>
        <source>{where}: a block runs past the end of the file (the table is cut short)</source>
        <translation>{where}: un bloque sobrepasa el final del archivo (la tabla está cortada)</translation>
    </message>
    <message>
        <source>{where}: damaged (the block at byte {offset} fails its checksum)</source>
        <translation>{where}: dañado (el bloque en el byte {offset} no supera su suma de comprobación)</translation>
    </message>
    <message>
        <source>{where}: damaged (a compressed block at byte {offset}: {err})</source>
        <translation>{where}: dañado (un bloque comprimido en el byte {offset}: {err})</translation>
    </message>
    <message>
        <source>{where}: a block compressed in a way this reader does not know ({kind})</source>
        <translation>{where}: un bloque comprimido de una forma que este lector no conoce ({kind})</translation>
    </message>
    <message>
        <source>{where}: a block is cut short</source>
        <translation>{where}: un bloque está cortado</translation>
    </message>
    <message>
        <source>{where}: a block&apos;s restart points run past its start</source>
        <translation>{where}: los puntos de reinicio de un bloque sobrepasan su inicio</translation>
    </message>
    <message>
        <source>{where}: damaged (a block entry does not fit)</source>
        <translation>{where}: dañado (una entrada de bloque no cabe)</translation>
    </message>
    <message>
        <source>{path}: not a LevelDB table (or cut short: its footer is missing)</source>
        <translation>{path}: no es una tabla LevelDB (o está cortada: falta su pie)</translation>
    </message>
    <message>
        <source>{where}: damaged (a key shorter than its sequence number)</source>
        <translation>{where}: dañado (una clave más corta que su número de secuencia)</translation>
    </message>
    <message>
        <source>{root}: not a LevelDB pack (no CURRENT file)</source>
        <translation>{root}: no es un pack LevelDB (no hay archivo CURRENT)</translation>
    </message>
    <message>
        <source>{root}: table {table:06d}.ldb is missing (the MANIFEST lists it)</source>
        <translation>{root}: falta la tabla {table:06d}.ldb (el MANIFEST la enumera)</translation>
    </message>
    <message>
        <source>cannot create the folder {folder}: {reason}</source>
        <translation>no se puede crear la carpeta {folder}: {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} is read-only; the library needs to write there</source>
        <translation>la carpeta {folder} es de solo lectura; la biblioteca necesita escribir allí</translation>
    </message>
    <message>
        <source>made by a newer version of sheet-app (library version {version}, this app reads up to {newest}); it was not changed</source>
        <translation>creada por una versión más reciente de sheet-app (versión de biblioteca {version}, esta aplicación lee hasta la {newest}); no se ha modificado</translation>
    </message>
    <message>
        <source>is an SQLite database of another program, not a sheet-app library</source>
        <translation>es una base de datos SQLite de otro programa, no una biblioteca de sheet-app</translation>
    </message>
    <message>
        <source>is read-only and empty; the library needs to write to {path}</source>
        <translation>es de solo lectura y está vacía; la biblioteca necesita escribir en {path}</translation>
    </message>
    <message>
        <source>is read-only and was made by an older version (library version {version}); it must be upgraded first: copy it to a folder you can write to</source>
        <translation>es de solo lectura y fue creada por una versión anterior (versión de biblioteca {version}); primero hay que actualizarla: cópiala en una carpeta donde puedas escribir</translation>
    </message>
    <message>
        <source>is not a sheet-app library (not an SQLite database)</source>
        <translation>no es una biblioteca de sheet-app (no es una base de datos SQLite)</translation>
    </message>
    <message>
        <source>is in use by another program (the database is locked); close it and try again</source>
        <translation>la está usando otro programa (la base de datos está bloqueada); ciérralo y vuelve a intentarlo</translation>
    </message>
    <message>
        <source>the disk is full; nothing was saved</source>
        <translation>el disco está lleno; no se ha guardado nada</translation>
    </message>
    <message>
        <source>is read-only; nothing was saved</source>
        <translation>es de solo lectura; no se ha guardado nada</translation>
    </message>
    <message>
        <source>character {id!r}, {problem}</source>
        <translation>personaje {id!r}, {problem}</translation>
    </message>
    <message>
        <source>the change saved as version {version} does not match its checksum</source>
        <translation>el cambio guardado como versión {version} no coincide con su suma de comprobación</translation>
    </message>
    <message>
        <source>there is no character {id!r} in {path}</source>
        <translation>no hay ningún personaje {id!r} en {path}</translation>
    </message>
    <message>
        <source>the document saved as version {version} does not match its checksum</source>
        <translation>el documento guardado como versión {version} no coincide con su suma de comprobación</translation>
    </message>
    <message>
        <source>the document saved as version {version} is not readable ({reason})</source>
        <translation>el documento guardado como versión {version} no se puede leer ({reason})</translation>
    </message>
    <message>
        <source>the document saved as version {version} is not a character</source>
        <translation>el documento guardado como versión {version} no es un personaje</translation>
    </message>
    <message>
        <source>the change saved as version {version} is missing (the next one is version {next})</source>
        <translation>falta el cambio guardado como versión {version} (el siguiente es la versión {next})</translation>
    </message>
    <message>
        <source>the change saved as version {version}: {problem}</source>
        <translation>el cambio guardado como versión {version}: {problem}</translation>
    </message>
    <message>
        <source>its saved document is not a valid character ({reason})</source>
        <translation>su documento guardado no es un personaje válido ({reason})</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (copia)</translation>
    </message>
    <message>
        <source>the change saved as version {version} is missing</source>
        <translation>falta el cambio guardado como versión {version}</translation>
    </message>
    <message>
        <source>the log lines saved with version {version} are not readable</source>
        <translation>las líneas del registro guardadas con la versión {version} no se pueden leer</translation>
    </message>
    <message>
        <source>The saved undo history could not be read ({reason}); it was cleared and undo starts from here (the character itself is untouched).</source>
        <translation>No se pudo leer el historial de deshacer guardado ({reason}); se ha borrado y deshacer empieza desde aquí (el personaje en sí no se ha tocado).</translation>
    </message>
    <message>
        <source>The saved redo history could not be read ({reason}); it was cleared and redo starts from here (the character itself is untouched).</source>
        <translation>No se pudo leer el historial de rehacer guardado ({reason}); se ha borrado y rehacer empieza desde aquí (el personaje en sí no se ha tocado).</translation>
    </message>
    <message>
        <source>there is no item {id!r} in {path}</source>
        <translation>no hay ningún objeto {id!r} en {path}</translation>
    </message>
    <message>
        <source>the item is not valid: {problem}</source>
        <translation>el objeto no es válido: {problem}</translation>
    </message>
    <message>
        <source>{name} was deleted in another window; nothing was saved</source>
        <translation>{name} se eliminó en otra ventana; no se ha guardado nada</translation>
    </message>
    <message>
        <source>{name} was changed in another window or program since this one loaded it; reload to see those changes (nothing was saved here)</source>
        <translation>{name} se modificó en otra ventana u otro programa desde que esta lo cargó; recarga para ver esos cambios (aquí no se ha guardado nada)</translation>
    </message>
    <message>
        <source>{target}: backup failed: {reason}</source>
        <translation>{target}: falló la copia de seguridad: {reason}</translation>
    </message>
    <message>
        <source>{target}: backup failed: {reason}; nothing was saved</source>
        <translation>{target}: falló la copia de seguridad: {reason}; no se ha guardado nada</translation>
    </message>
    <message>
        <source>{backup}: cannot restore: {reason}</source>
        <translation>{backup}: no se puede restaurar: {reason}</translation>
    </message>
    <message>
        <source>{where}rules: {count:,} rules, more than the limit of {limit:,} rules per item</source>
        <translation>{where}rules: {count:,} reglas, más que el límite de {limit:,} reglas por objeto</translation>
    </message>
    <message>
        <source>{where}: {count:,} items, more than the limit of {limit:,} items</source>
        <translation>{where}: {count:,} objetos, más que el límite de {limit:,} objetos</translation>
    </message>
    <message>
        <source>pools: {count:,} saved pools, more than the limit of {limit:,}</source>
        <translation>pools: {count:,} reservas guardadas, más que el límite de {limit:,}</translation>
    </message>
    <message>
        <source>pools.{key}.current: must be a whole number (got null)</source>
        <translation>pools.{key}.current: debe ser un número entero (se recibió null)</translation>
    </message>
    <message>
        <source>pools.{key}.faces: must be a list of whole numbers (got null)</source>
        <translation>pools.{key}.faces: debe ser una lista de números enteros (se recibió null)</translation>
    </message>
    <message>
        <source>true/false</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a list</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>una lista</translation>
    </message>
    <message>
        <source>text</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>texto</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>un número</translation>
    </message>
    <message>
        <source>null</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>null</translation>
    </message>
    <message>
        <source>numbers stored as text read as numbers</source>
        <translation>los números guardados como texto se leen como números</translation>
    </message>
    <message>
        <source>faces below 1 raised to 1</source>
        <translation>caras menores que 1 elevadas a 1</translation>
    </message>
    <message>
        <source>a number stored as text read as a number</source>
        <translation>un número guardado como texto leído como número</translation>
    </message>
    <message>
        <source>{current} charges raised to 0</source>
        <translation>{current} cargas elevadas a 0</translation>
    </message>
    <message>
        <source>name: missing; the character is called {name!r}</source>
        <translation>name: falta; el personaje se llama {name!r}</translation>
    </message>
    <message>
        <source>items[{index}]: not an item document; skipped</source>
        <translation>items[{index}]: no es un documento de objeto; omitido</translation>
    </message>
    <message>
        <source>items[{index}]._id: must be text (got {kind}); the item is identified by its name</source>
        <translation>items[{index}]._id: debe ser texto (se recibió {kind}); el objeto se identifica por su nombre</translation>
    </message>
    <message>
        <source>items[{index}] ({name}): id {id!r} is used twice; the later one is identified by name</source>
        <translation>items[{index}] ({name}): el id {id!r} se usa dos veces; el posterior se identifica por su nombre</translation>
    </message>
    <message>
        <source>level: no class item with a classLevel; level set to 1</source>
        <translation>level: ningún objeto de clase con classLevel; nivel fijado en 1</translation>
    </message>
    <message>
        <source>system.abilities.{stat}: missing; {stat} set to 0</source>
        <translation>system.abilities.{stat}: falta; {stat} fijado en 0</translation>
    </message>
    <message>
        <source>system.attributes.hp: missing; hit points left at the default</source>
        <translation>system.attributes.hp: falta; puntos de golpe con el valor predeterminado</translation>
    </message>
    <message>
        <source>system.attributes.hp.max: not in the export; set to the current hit points</source>
        <translation>system.attributes.hp.max: no está en la exportación; fijado en los puntos de golpe actuales</translation>
    </message>
    <message>
        <source>system.savingThrows: the saves&apos; roll modes could not be worked out ({err}); left at 0</source>
        <translation>system.savingThrows: no se pudieron determinar los modos de tirada de las salvaciones ({err}); se dejan en 0</translation>
    </message>
    <message>
        <source>system.attributes.hitDice.{key}: not a hit die; skipped</source>
        <translation>system.attributes.hitDice.{key}: no es un dado de golpe; omitido</translation>
    </message>
    <message>
        <source>system.attributes.initiative.bonuses: {bonus!r} is not a formula here ({problem}); initiative is 1d20 + DEX</source>
        <translation>system.attributes.initiative.bonuses: {bonus!r} no es una fórmula aquí ({problem}); la iniciativa es 1d20 + DES</translation>
    </message>
    <message>
        <source>{where}: pool {key!r} has no usable {kind} state; it starts fresh</source>
        <translation>{where}: la reserva {key!r} no tiene un estado {kind} utilizable; empieza de nuevo</translation>
    </message>
    <message>
        <source>{where}: pool {key!r} has state in two places; the later one is used</source>
        <translation>{where}: la reserva {key!r} tiene estado en dos sitios; se usa el posterior</translation>
    </message>
    <message>
        <source>{where}: {raw!r} is not a whole number; ignored</source>
        <translation>{where}: {raw!r} no es un número entero; ignorado</translation>
    </message>
    <message>
        <source>{where}: {raw!r} read as {value}</source>
        <translation>{where}: {raw!r} leído como {value}</translation>
    </message>
    <message>
        <source>effects[{index}].flags.nimble.toggleEffectRuleId: must be text (got {kind}); ignored</source>
        <translation>effects[{index}].flags.nimble.toggleEffectRuleId: debe ser texto (se recibió {kind}); ignorado</translation>
    </message>
    <message>
        <source>effects[{index}]: toggle for rule {rule_id!r}, which no item has; ignored</source>
        <translation>effects[{index}]: efecto conmutable para la regla {rule_id!r}, que ningún objeto tiene; ignorado</translation>
    </message>
    <message>
        <source>effects[{index}] ({names}): a duration of {seconds} seconds is not kept (only rounds and turns become timers)</source>
        <translation>effects[{index}] ({names}): no se conserva una duración de {seconds} segundos (solo los asaltos y turnos se convierten en temporizadores)</translation>
    </message>
    <message>
        <source>{where}: not a level-up entry (no level); dropped from the history</source>
        <translation>{where}: no es una entrada de subida de nivel (no tiene nivel); se quita del historial</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>update sheet-app to join this table</source>
        <translation>actualiza sheet-app para unirte a esta mesa</translation>
    </message>
    <message>
        <source>refused: {reason}</source>
        <translation>rechazado: {reason}</translation>
    </message>
    <message>
        <source>the host closed the connection</source>
        <translation>el anfitrión cerró la conexión</translation>
    </message>
    <message>
        <source>the host answered {status}</source>
        <translation>el anfitrión respondió {status}</translation>
    </message>
    <message>
        <source>the host refused the connection (wrong table code?)</source>
        <translation>el anfitrión rechazó la conexión (¿código de mesa incorrecto?)</translation>
    </message>
    <message>
        <source>the table&apos;s host did not start</source>
        <translation>el anfitrión de la mesa no se inició</translation>
    </message>
    <message>
        <source>the table&apos;s host ended ({code})</source>
        <translation>el anfitrión de la mesa terminó ({code})</translation>
    </message>
    <message>
        <source>the shared item count is missing or not a number</source>
        <translation>falta el número de objetos compartidos o no es un número</translation>
    </message>
    <message>
        <source>is not shared (yet)</source>
        <translation>no está compartido (todavía)</translation>
    </message>
    <message>
        <source>the document holds {problem}</source>
        <translation>el documento contiene {problem}</translation>
    </message>
    <message>
        <source>{id!r} is already used by items[{other}]</source>
        <translation>{id!r} ya lo usa items[{other}]</translation>
    </message>
    <message>
        <source>the item holds {problem}</source>
        <translation>el objeto contiene {problem}</translation>
    </message>
    <message>
        <source>this table&apos;s host runs an older sheet-app (table version {host}, this app {app}): the GM must update sheet-app to join this table</source>
        <translation>el anfitrión de esta mesa usa un sheet-app más antiguo (versión de mesa {host}, esta aplicación {app}): el DJ debe actualizar sheet-app para unirse a esta mesa</translation>
    </message>
    <message>
        <source>update sheet-app to join this table (the table speaks version {host}, this app {app})</source>
        <translation>actualiza sheet-app para unirte a esta mesa (la mesa usa la versión {host}, esta aplicación {app})</translation>
    </message>
    <message>
        <source>request {id}: &apos;amount&apos; must be a whole number from 0 to {limit:,}</source>
        <translation>solicitud {id}: &apos;amount&apos; debe ser un número entero de 0 a {limit:,}</translation>
    </message>
    <message>
        <source>request {id}: &apos;type&apos; must be a short text</source>
        <translation>solicitud {id}: &apos;type&apos; debe ser un texto corto</translation>
    </message>
    <message>
        <source>request {id}: &apos;item&apos; must be an item object</source>
        <translation>solicitud {id}: &apos;item&apos; debe ser un documento de objeto</translation>
    </message>
    <message>
        <source>request {id}: &apos;condition&apos; must be one of the conditions a GM can apply (blinded, dazed, prone …), not {value!r}</source>
        <translation>solicitud {id}: &apos;condition&apos; debe ser uno de los estados que un DJ puede aplicar (cegado, atontado, derribado …), no {value!r}</translation>
    </message>
    <message>
        <source>request {id}: &apos;on&apos; must be true (apply the condition) or false (remove it)</source>
        <translation>solicitud {id}: &apos;on&apos; debe ser true (aplicar el estado) o false (quitarlo)</translation>
    </message>
    <message>
        <source>request {id}: &apos;turns&apos; must be a whole number of turns from 1 to {limit:,}</source>
        <translation>solicitud {id}: &apos;turns&apos; debe ser un número entero de turnos de 1 a {limit:,}</translation>
    </message>
    <message>
        <source>{amount} damage ({type})</source>
        <translation>{amount} de daño ({type})</translation>
    </message>
    <message>
        <source>{amount} damage</source>
        <translation>{amount} de daño</translation>
    </message>
    <message>
        <source>attacked for {amount} (critical)</source>
        <translation>atacado por {amount} (crítico)</translation>
    </message>
    <message>
        <source>attacked for {amount}</source>
        <translation>atacado por {amount}</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Curar</translation>
    </message>
    <message>
        <source>{amount} healing</source>
        <translation>{amount} de curación</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Atacado</translation>
    </message>
    <message>
        <source>Give item</source>
        <translation>Dar objeto</translation>
    </message>
    <message>
        <source>gives {item}</source>
        <translation>da {item}</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Start encounter</source>
        <translation>Iniciar encuentro</translation>
    </message>
    <message>
        <source>start encounter</source>
        <translation>iniciar encuentro</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Siguiente asalto</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>siguiente asalto</translation>
    </message>
    <message>
        <source>End encounter</source>
        <translation>Terminar encuentro</translation>
    </message>
    <message>
        <source>end encounter</source>
        <translation>terminar encuentro</translation>
    </message>
    <message>
        <source>A condition</source>
        <translation>Un estado</translation>
    </message>
    <message>
        <source>{name} off</source>
        <translation>{name} desactivado</translation>
    </message>
    <message numerus="yes">
        <source>{name} on for %n turns</source>
        <translation>
            <numerusform>{name} activado durante %n turno</numerusform>
            <numerusform>{name} activado durante %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} on</source>
        <translation>{name} activado</translation>
    </message>
    <message>
        <source>an item</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>a request must be a JSON text</source>
        <translation>una solicitud debe ser un texto JSON</translation>
    </message>
    <message>
        <source>a request is not JSON ({reason})</source>
        <translation>una solicitud no es JSON ({reason})</translation>
    </message>
    <message>
        <source>a request must be an object</source>
        <translation>una solicitud debe ser un objeto</translation>
    </message>
    <message>
        <source>a request&apos;s &apos;id&apos; must be a short text of letters, digits, - and _</source>
        <translation>el &apos;id&apos; de una solicitud debe ser un texto corto de letras, dígitos, - y _</translation>
    </message>
    <message>
        <source>request {id}: &apos;to&apos; must name a character or {everyone!r}</source>
        <translation>solicitud {id}: &apos;to&apos; debe nombrar un personaje o {everyone!r}</translation>
    </message>
    <message>
        <source>request {id}: unknown kind {kind!r}</source>
        <translation>solicitud {id}: tipo desconocido {kind!r}</translation>
    </message>
    <message>
        <source>request {id}: &apos;by&apos; must be a short text</source>
        <translation>solicitud {id}: &apos;by&apos; debe ser un texto corto</translation>
    </message>
    <message>
        <source>unknown kind {kind!r}</source>
        <translation>tipo desconocido {kind!r}</translation>
    </message>
    <message>
        <source>nothing shared yet</source>
        <translation>todavía no se ha compartido nada</translation>
    </message>
    <message>
        <source>the shared character is damaged: {problem}</source>
        <translation>el personaje compartido está dañado: {problem}</translation>
    </message>
    <message>
        <source>the shared character is not JSON: {problem}</source>
        <translation>el personaje compartido no es JSON: {problem}</translation>
    </message>
    <message>
        <source>wrong table code</source>
        <translation>código de mesa incorrecto</translation>
    </message>
    <message>
        <source>the GM removed this character from the table</source>
        <translation>el DJ ha quitado este personaje de la mesa</translation>
    </message>
    <message>
        <source>no such character at this table</source>
        <translation>no existe ese personaje en esta mesa</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>la mesa está llena</translation>
    </message>
    <message>
        <source>the table server did not start</source>
        <translation>el servidor de la mesa no se inició</translation>
    </message>
</context>
<context>
    <name>Ui</name>
    <message>
        <source>{path}: an item file, not a character</source>
        <translation>{path}: un archivo de objeto, no un personaje</translation>
    </message>
    <message>
        <source>The library {path} cannot be read: {error}.

Nothing in it was changed. `sheet-app restore BACKUP` brings back a backup (see the guide, &quot;Files, Foundry, and your data&quot;).</source>
        <translation>No se puede leer la biblioteca {path}: {error}.

No se ha cambiado nada en ella. `sheet-app restore BACKUP` recupera una copia de seguridad (consulta la guía, «Files, Foundry, and your data»).</translation>
    </message>
    <message>
        <source>Something went wrong ({kind}: {error}). The sheet is still running and every action already done is saved; what you were doing may not have finished.</source>
        <translation>Algo salió mal ({kind}: {error}). La hoja sigue funcionando y cada acción ya hecha está guardada; puede que lo que estabas haciendo no haya terminado.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>impacto</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>golpe crítico</translation>
    </message>
    <message>
        <source>{item}: {outcome}</source>
        <translation>{item}: {outcome}</translation>
    </message>
    <message>
        <source>Attack result</source>
        <translation>Resultado del ataque</translation>
    </message>
    <message>
        <source>This {outcome} offers {offers}: pick the dice to add to its damage, or make the attack without. Nothing is done until you choose.</source>
        <translation>Este {outcome} ofrece {offers}: elige los dados que añadir a su daño, o haz el ataque sin ellos. No se hace nada hasta que elijas.</translation>
    </message>
    <message>
        <source>{why}: a spend through {offer} uses it</source>
        <translation>{why}: un gasto mediante {offer} lo usa</translation>
    </message>
    <message>
        <source>Effect preview</source>
        <translation>Vista previa del efecto</translation>
    </message>
    <message>
        <source>Attack total</source>
        <translation>Total del ataque</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Make no attack: nothing is committed</source>
        <translation>No atacar: no se aplica nada</translation>
    </message>
    <message>
        <source>No extra damage</source>
        <translation>Sin daño adicional</translation>
    </message>
    <message>
        <source>Make the attack as rolled, spending nothing</source>
        <translation>Hacer el ataque tal como se tiró, sin gastar nada</translation>
    </message>
    <message>
        <source>Add to the damage</source>
        <translation>Añadir al daño</translation>
    </message>
    <message>
        <source>Primary die ({mode}): {faces} &amp;nbsp;·&amp;nbsp; the highest counts</source>
        <translation>Dado primario ({mode}): {faces} &amp;nbsp;·&amp;nbsp; cuenta el más alto</translation>
    </message>
    <message>
        <source>Primary die ({mode}): {faces} &amp;nbsp;·&amp;nbsp; the lowest counts</source>
        <translation>Dado primario ({mode}): {faces} &amp;nbsp;·&amp;nbsp; cuenta el más bajo</translation>
    </message>
    <message>
        <source>Primary die faces</source>
        <translation>Caras del dado primario</translation>
    </message>
    <message>
        <source>The kept face (in brackets) decides miss and critical, and only it explodes</source>
        <translation>La cara conservada (entre corchetes) decide el fallo y el crítico, y solo ella explota</translation>
    </message>
    <message>
        <source> or </source>
        <comment>between the names of two card offers</comment>
        <translation> o </translation>
    </message>
    <message>
        <source>{pool} · {die} · {count}/{maximum}</source>
        <translation>{pool} · {die} · {count}/{maximum}</translation>
    </message>
    <message numerus="yes">
        <source>Picked {count} · sum {total} · pick at least %n dice</source>
        <translation>
            <numerusform>Elegidos {count} · suma {total} · elige al menos %n dado</numerusform>
            <numerusform>Elegidos {count} · suma {total} · elige al menos %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Picked {count} · sum {total}</source>
        <translation>Elegidos {count} · suma {total}</translation>
    </message>
    <message>
        <source>{rolled} + {extra} = {total} damage</source>
        <translation>{rolled} + {extra} = {total} de daño</translation>
    </message>
    <message>
        <source>Add {extra} damage</source>
        <translation>Añadir {extra} de daño</translation>
    </message>
    <message>
        <source>{rolled} damage as rolled</source>
        <translation>{rolled} de daño tal como se tiró</translation>
    </message>
    <message numerus="yes">
        <source>Pick at least %n dice first.</source>
        <translation>
            <numerusform>Elige primero al menos %n dado.</numerusform>
            <numerusform>Elige primero al menos %n dados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: {why} — nothing changed.</source>
        <translation>Rechazado: {why} — no ha cambiado nada.</translation>
    </message>
    <message>
        <source>Another action changed the character: this attack is now refused ({why}). Cancel, and attack again.</source>
        <translation>Otra acción cambió el personaje: este ataque ahora se rechaza ({why}). Cancela y vuelve a atacar.</translation>
    </message>
    <message>
        <source>Damage reduction</source>
        <translation>Reducción de daño</translation>
    </message>
    <message>
        <source>Maximize</source>
        <comment>a reaction that maximizes dice</comment>
        <translation>Maximizar</translation>
    </message>
    <message>
        <source>Generic</source>
        <comment>a reaction of no particular kind</comment>
        <translation>Genérica</translation>
    </message>
    <message>
        <source>{reaction} — {kind}, {pool} ({die})</source>
        <translation>{reaction} — {kind}, {pool} ({die})</translation>
    </message>
    <message>
        <source>React with {reaction}</source>
        <translation>Reaccionar con {reaction}</translation>
    </message>
    <message>
        <source>{reaction} preview</source>
        <translation>Vista previa de {reaction}</translation>
    </message>
    <message>
        <source>{pool} holds {held}; {reaction} needs {needed}</source>
        <translation>{pool} tiene {held}; {reaction} necesita {needed}</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Not now: {why}</source>
        <translation>Ahora no: {why}</translation>
    </message>
    <message>
        <source>Cannot be picked for this reaction</source>
        <translation>No se puede elegir para esta reacción</translation>
    </message>
    <message>
        <source>Tick it, or pick its dice, to react before the damage lands</source>
        <translation>Márcala, o elige sus dados, para reaccionar antes de que llegue el daño</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Atacado</translation>
    </message>
    <message>
        <source>HP now {current} / {maximum}</source>
        <translation>PG ahora {current} / {maximum}</translation>
    </message>
    <message>
        <source>{hp} + {temp} temporary</source>
        <translation>{hp} + {temp} temporales</translation>
    </message>
    <message>
        <source>{hp} · {bank} damage reduction banked</source>
        <translation>{hp} · {bank} de reducción de daño acumulada</translation>
    </message>
    <message>
        <source>Current HP</source>
        <translation>PG actuales</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(sin tipo)</translation>
    </message>
    <message>
        <source>Damage type</source>
        <translation>Tipo de daño</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>a damage type</comment>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Critical hit</source>
        <translation>Golpe crítico</translation>
    </message>
    <message>
        <source>{pool} is inactive: {why}</source>
        <translation>{pool} está inactiva: {why}</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>A melee attack: a hit on an incapacitated character is a critical</source>
        <translation>Un ataque cuerpo a cuerpo: un impacto contra un personaje incapacitado es un crítico</translation>
    </message>
    <message>
        <source>Reactions before the damage lands</source>
        <translation>Reacciones antes de que llegue el daño</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Take the hit</source>
        <translation>Recibir el golpe</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n dice for {reaction}, or untick it</source>
        <translation>
            <numerusform>Elige %n dado para {reaction}, o desmárcala</numerusform>
            <numerusform>Elige %n dados para {reaction}, o desmárcala</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Rechazado: {why}</translation>
    </message>
    <message>
        <source>Defend — reaction: {what}</source>
        <translation>Defender — reacción: {what}</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>&amp;Roll it</source>
        <translation>&amp;Tirar</translation>
    </message>
    <message>
        <source>I &amp;passed</source>
        <translation>He &amp;superado</translation>
    </message>
    <message>
        <source>I fai&amp;led</source>
        <translation>He &amp;fallado</translation>
    </message>
    <message>
        <source>Concentration save: {choice}</source>
        <translation>Salvación de concentración: {choice}</translation>
    </message>
    <message>
        <source>Cast {spell}</source>
        <translation>Lanzar {spell}</translation>
    </message>
    <message>
        <source>Mana {own} + {layer} combat mana (spent first)</source>
        <translation>Maná {own} + {layer} maná de combate (se gasta primero)</translation>
    </message>
    <message>
        <source>Mana {own}</source>
        <translation>Maná {own}</translation>
    </message>
    <message>
        <source>Mana to spend</source>
        <translation>Maná a gastar</translation>
    </message>
    <message>
        <source> mana</source>
        <comment>the suffix of the mana to spend: &apos;3 mana&apos;</comment>
        <translation> maná</translation>
    </message>
    <message>
        <source>Mana to &amp;spend</source>
        <translation>Maná a &amp;gastar</translation>
    </message>
    <message>
        <source>Upcast choice</source>
        <translation>Elección de potenciado</translation>
    </message>
    <message>
        <source>&amp;Upcast</source>
        <translation>&amp;Potenciar</translation>
    </message>
    <message>
        <source>Upcast</source>
        <translation>Potenciado</translation>
    </message>
    <message>
        <source>Cast outcome</source>
        <translation>Resultado del lanzamiento</translation>
    </message>
    <message>
        <source>Cast</source>
        <comment>the button that casts the spell</comment>
        <translation>Lanzar</translation>
    </message>
    <message>
        <source>Upcast: {words}</source>
        <translation>Potenciado: {words}</translation>
    </message>
    <message>
        <source>At its tier: no upcast</source>
        <translation>En su nivel: sin potenciar</translation>
    </message>
    <message>
        <source>Costs no mana</source>
        <translation>No cuesta maná</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Nuevo nombre</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Open in new window</source>
        <translation>Abrir en una ventana nueva</translation>
    </message>
    <message>
        <source>New</source>
        <comment>a new character</comment>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Show trash</source>
        <translation>Mostrar papelera</translation>
    </message>
    <message>
        <source>Deleted characters (restore or delete for good)</source>
        <translation>Personajes eliminados (restaurar o eliminar definitivamente)</translation>
    </message>
    <message numerus="yes">
        <source>%n characters in the library</source>
        <translation>
            <numerusform>%n personaje en la biblioteca</numerusform>
            <numerusform>%n personajes en la biblioteca</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}   (open here)</source>
        <translation>{name}   (abierto aquí)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Delete for good</source>
        <translation>Eliminar definitivamente</translation>
    </message>
    <message>
        <source>The character open here cannot be deleted</source>
        <translation>El personaje abierto aquí no se puede eliminar</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nuevo personaje</translation>
    </message>
    <message>
        <source>Item library</source>
        <translation>Biblioteca de objetos</translation>
    </message>
    <message>
        <source>Preview formulas and conditions against:</source>
        <translation>Previsualizar fórmulas y condiciones con:</translation>
    </message>
    <message>
        <source>Preview character</source>
        <translation>Personaje de vista previa</translation>
    </message>
    <message>
        <source>Library items</source>
        <translation>Objetos de la biblioteca</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>Nuevo objeto</translation>
    </message>
    <message>
        <source>Edit item…</source>
        <translation>Editar objeto…</translation>
    </message>
    <message>
        <source>Edit rules…</source>
        <translation>Editar reglas…</translation>
    </message>
    <message>
        <source>Put a copy of the selected item on the open sheet (one undoable action there)</source>
        <translation>Poner una copia del objeto seleccionado en la hoja abierta (una acción que se puede deshacer allí)</translation>
    </message>
    <message>
        <source>Import items…</source>
        <translation>Importar objetos…</translation>
    </message>
    <message>
        <source>Export selected…</source>
        <translation>Exportar selección…</translation>
    </message>
    <message>
        <source>Export library…</source>
        <translation>Exportar biblioteca…</translation>
    </message>
    <message>
        <source>Add to {character}</source>
        <translation>Añadir a {character}</translation>
    </message>
    <message>
        <source>Add to character</source>
        <translation>Añadir al personaje</translation>
    </message>
    <message>
        <source>The library is empty: New item, or Import items… from a file.</source>
        <translation>La biblioteca está vacía: Nuevo objeto, o Importar objetos… desde un archivo.</translation>
    </message>
    <message>
        <source>Cannot preview against that character: {error}. Pick another one above.</source>
        <translation>No se puede previsualizar con ese personaje: {error}. Elige otro arriba.</translation>
    </message>
    <message>
        <source>Saved {item}</source>
        <translation>{item} guardado</translation>
    </message>
    <message>
        <source>the character</source>
        <translation>el personaje</translation>
    </message>
    <message>
        <source>Not added to {character}: {why}</source>
        <translation>No añadido a {character}: {why}</translation>
    </message>
    <message>
        <source>Added {item} to {character}</source>
        <translation>{item} añadido a {character}</translation>
    </message>
    <message>
        <source>the item</source>
        <translation>el objeto</translation>
    </message>
    <message>
        <source>Moved to the trash</source>
        <translation>Movido a la papelera</translation>
    </message>
    <message>
        <source>Import items</source>
        <translation>Importar objetos</translation>
    </message>
    <message>
        <source>Items (*.json)</source>
        <translation>Objetos (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n items</source>
        <translation>
            <numerusform>%n objeto importado</numerusform>
            <numerusform>%n objetos importados</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundry items (*.json)</source>
        <translation>Objetos de Foundry (*.json)</translation>
    </message>
    <message>
        <source>Export items</source>
        <translation>Exportar objetos</translation>
    </message>
    <message>
        <source>Our items (*.json)</source>
        <translation>Nuestros objetos (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n items to {path}</source>
        <translation>
            <numerusform>%n objeto exportado a {path}</numerusform>
            <numerusform>%n objetos exportados a {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {item}</source>
        <translation>Usar {item}</translation>
    </message>
    <message>
        <source>Pool to add dice from</source>
        <translation>Reserva de la que añadir dados</translation>
    </message>
    <message>
        <source>{pool} ({die}, {count} left)</source>
        <translation>{pool} ({die}, quedan {count})</translation>
    </message>
    <message>
        <source>Add</source>
        <comment>before the pool to add Combat Dice from</comment>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Dice to add</source>
        <translation>Dados a añadir</translation>
    </message>
    <message>
        <source>Damage preview</source>
        <translation>Vista previa del daño</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>dice</source>
        <comment>Add dice (d8): 0 … 3</comment>
        <translation>dados</translation>
    </message>
    <message>
        <source>Add {pool} ({die}): 0 … {most}</source>
        <translation>Añadir {pool} ({die}): 0 … {most}</translation>
    </message>
    <message>
        <source>Damage: {damage} + {count}{die}</source>
        <translation>Daño: {damage} + {count}{die}</translation>
    </message>
    <message>
        <source>Damage: {damage}</source>
        <translation>Daño: {damage}</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <source>{name}  ·  {kind}</source>
        <translation>{name}  ·  {kind}</translation>
    </message>
    <message>
        <source>{name}, {kind}</source>
        <translation>{name}, {kind}</translation>
    </message>
    <message>
        <source>{class_name} ({group})</source>
        <translation>{class_name} ({group})</translation>
    </message>
    <message>
        <source>of {class_name}</source>
        <translation>de {class_name}</translation>
    </message>
    <message>
        <source>level {levels}</source>
        <translation>nivel {levels}</translation>
    </message>
    <message>
        <source>cantrip</source>
        <translation>truco</translation>
    </message>
    <message>
        <source>tier {tier}</source>
        <translation>nivel {tier}</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Search names and descriptions…</source>
        <translation>Buscar en nombres y descripciones…</translation>
    </message>
    <message>
        <source>Search content</source>
        <translation>Buscar contenido</translation>
    </message>
    <message>
        <source>Content found</source>
        <translation>Contenido encontrado</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Fuente</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <comment>a content filter</comment>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>C&amp;lass</source>
        <translation>C&amp;lase</translation>
    </message>
    <message>
        <source>Le&amp;vel</source>
        <translation>Ni&amp;vel</translation>
    </message>
    <message>
        <source>T&amp;ier</source>
        <translation>&amp;Nivel de conjuro</translation>
    </message>
    <message>
        <source>Sc&amp;hool</source>
        <translation>Es&amp;cuela</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Rules it brings, and what the check says</source>
        <translation>Reglas que aporta y lo que dice la comprobación</translation>
    </message>
    <message>
        <source>Rules and problems</source>
        <translation>Reglas y problemas</translation>
    </message>
    <message>
        <source>&amp;Add to character</source>
        <translation>&amp;Añadir al personaje</translation>
    </message>
    <message>
        <source>Put a copy on the open sheet: one action there, undone with the sheet&apos;s Undo</source>
        <translation>Poner una copia en la hoja abierta: una sola acción, que se deshace con Deshacer de la hoja</translation>
    </message>
    <message>
        <source>Add to item &amp;library</source>
        <translation>Añadir a la &amp;biblioteca de objetos</translation>
    </message>
    <message>
        <source>&amp;Undo add to library</source>
        <translation>&amp;Deshacer añadir a la biblioteca</translation>
    </message>
    <message>
        <source>No content yet: File ▸ Import Foundry content… reads a pack, a system, module or world folder, or unpacked JSON</source>
        <translation>Aún no hay contenido: Archivo ▸ Importar contenido de Foundry… lee un pack, una carpeta de sistema, módulo o mundo, o JSON descomprimido</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <comment>content rows found</comment>
        <translation>
            <numerusform>%n encontrado</numerusform>
            <numerusform>%n encontrados</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No description.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Sin descripción.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Added {item} to {character} (the sheet&apos;s Undo takes it back)</source>
        <translation>{item} añadido a {character} (Deshacer de la hoja lo quita)</translation>
    </message>
    <message>
        <source>Added {item} to the item library (Undo takes it back)</source>
        <translation>{item} añadido a la biblioteca de objetos (Deshacer lo quita)</translation>
    </message>
    <message>
        <source>Took back {item} from the item library (it is in the library&apos;s trash)</source>
        <translation>{item} retirado de la biblioteca de objetos (está en la papelera de la biblioteca)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No rules this app runs.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Ninguna regla que esta aplicación ejecute.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Check:&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Comprobación:&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Check: no problems.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Comprobación: ningún problema.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>{pool}: level-up bonus</source>
        <translation>{pool}: bono por subida de nivel</translation>
    </message>
    <message>
        <source>Extra maximum for every &lt;b&gt;{pool}&lt;/b&gt; pool ({identifier}) from level-up choices, such as a Commander&apos;s “+1 Max Combat Die”.</source>
        <translation>Máximo adicional para cada reserva &lt;b&gt;{pool}&lt;/b&gt; ({identifier}) por elecciones de subida de nivel, como el «+1 dado de combate máx.» de un Comandante.</translation>
    </message>
    <message>
        <source>{pool} level-up bonus</source>
        <translation>Bono por subida de nivel de {pool}</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bono</translation>
    </message>
    <message>
        <source>Maximum with the bonus</source>
        <translation>Máximo con el bono</translation>
    </message>
    <message>
        <source>Maximum {total} (without the bonus {base})</source>
        <translation>Máximo {total} (sin el bono {base})</translation>
    </message>
    <message>
        <source>{pool} charges</source>
        <translation>Cargas de {pool}</translation>
    </message>
    <message>
        <source>One charge less</source>
        <translation>Una carga menos</translation>
    </message>
    <message>
        <source>One charge more</source>
        <translation>Una carga más</translation>
    </message>
    <message>
        <source>Max</source>
        <comment>the button that fills a pool</comment>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>Empty</source>
        <comment>the button that empties a pool</comment>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>HP {current} of {maximum} plus {temp} temporary</source>
        <translation>PG {current} de {maximum} más {temp} temporales</translation>
    </message>
    <message>
        <source>HP {current} of {maximum}</source>
        <translation>PG {current} de {maximum}</translation>
    </message>
    <message>
        <source>{hp}, bloodied</source>
        <translation>{hp}, maltrecho</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FUE</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>DES</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <source>WIL</source>
        <translation>VOL</translation>
    </message>
    <message>
        <source>Roll dice into the pool</source>
        <translation>Tirar dados a la reserva</translation>
    </message>
    <message>
        <source>Roll a fresh full pool</source>
        <translation>Tirar una reserva completa nueva</translation>
    </message>
    <message>
        <source>Clear the pool</source>
        <translation>Vaciar la reserva</translation>
    </message>
    <message>
        <source>Raise the lowest dice to the top face</source>
        <translation>Subir los dados más bajos a su cara máxima</translation>
    </message>
    <message>
        <source>Add charges</source>
        <translation>Añadir cargas</translation>
    </message>
    <message>
        <source>No attack</source>
        <translation>Sin ataque</translation>
    </message>
    <message>
        <source>Melee attack</source>
        <translation>Ataque cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>Ranged attack</source>
        <translation>Ataque a distancia</translation>
    </message>
    <message>
        <source>Attack (any delivery)</source>
        <translation>Ataque (cualquier forma)</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Rasgo</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Subclass</source>
        <translation>Subclase</translation>
    </message>
    <message>
        <source>Ancestry</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Trasfondo</translation>
    </message>
    <message>
        <source>Boon</source>
        <translation>Don</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Conjuro</translation>
    </message>
    <message>
        <source>Dice pool</source>
        <translation>Reserva de dados</translation>
    </message>
    <message>
        <source>Charge pool</source>
        <translation>Reserva de cargas</translation>
    </message>
    <message>
        <source>Pool kind</source>
        <translation>Tipo de reserva</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>{pool} ({id})</source>
        <translation>{pool} ({id})</translation>
    </message>
    <message>
        <source>{pool}: a {kind} pool, {scope} scope, id {id}</source>
        <translation>{pool}: reserva de tipo {kind}, alcance {scope}, id {id}</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántos</translation>
    </message>
    <message>
        <source>always (or JSON, e.g. {&quot;level&quot;: {&quot;min&quot;: 5}})</source>
        <translation>siempre (o JSON, p. ej. {&quot;level&quot;: {&quot;min&quot;: 5}})</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condición</translation>
    </message>
    <message>
        <source>Applies when {condition}</source>
        <translation>Se aplica cuando {condition}</translation>
    </message>
    <message>
        <source>Edit item — {item}</source>
        <translation>Editar objeto — {item}</translation>
    </message>
    <message>
        <source>Item name</source>
        <translation>Nombre del objeto</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nombre</translation>
    </message>
    <message>
        <source>Item type</source>
        <translation>Tipo de objeto</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <comment>an item&apos;s type</comment>
        <translation>&amp;Tipo</translation>
    </message>
    <message>
        <source>Equipped (an unequipped object&apos;s rules are inactive and it cannot be used)</source>
        <translation>Equipado (las reglas de un objeto no equipado están inactivas y no se puede usar)</translation>
    </message>
    <message>
        <source>Object type</source>
        <translation>Tipo de equipo</translation>
    </message>
    <message>
        <source>&amp;Object type</source>
        <translation>Tipo de e&amp;quipo</translation>
    </message>
    <message>
        <source>comma separated, e.g. two-handed, reach</source>
        <translation>separadas por comas, p. ej. two-handed, reach</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propiedades</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>&amp;Propiedades</translation>
    </message>
    <message>
        <source>Attack</source>
        <comment>an item&apos;s attack</comment>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Attack delivery</source>
        <translation>Forma de ataque</translation>
    </message>
    <message>
        <source>e.g. 1d12+@strength</source>
        <translation>p. ej. 1d12+@strength</translation>
    </message>
    <message>
        <source>Damage formula</source>
        <translation>Fórmula de daño</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Forma</translation>
    </message>
    <message>
        <source>&amp;Damage</source>
        <translation>&amp;Daño</translation>
    </message>
    <message>
        <source>When used: pool effects</source>
        <translation>Al usarlo: efectos sobre reservas</translation>
    </message>
    <message>
        <source>Pool effects</source>
        <translation>Efectos sobre reservas</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Añadir efecto</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Quitar efecto</translation>
    </message>
    <message>
        <source>When used: pool effects (not a list of effects in this item&apos;s data; kept as is)</source>
        <translation>Al usarlo: efectos sobre reservas (no es una lista de efectos en los datos de este objeto; se conserva tal cual)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Apply these edits (a new item is added) and open the Rules Builder on it</source>
        <translation>Aplicar estos cambios (se añade un objeto nuevo) y abrir el Constructor de reglas con él</translation>
    </message>
    <message>
        <source>effect {number}: the condition is {error}</source>
        <translation>efecto {number}: la condición es {error}</translation>
    </message>
    <message>
        <source>effect {number}: {problem}</source>
        <translation>efecto {number}: {problem}</translation>
    </message>
    <message>
        <source>every pool effect needs a pool</source>
        <translation>cada efecto sobre reservas necesita una reserva</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Level up: {name} {old} → {new}</source>
        <translation>Subida de nivel: {name} {old} → {new}</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>Subida de nivel</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}: level {old} → {new}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name}: nivel {old} → {new}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;This character cannot level up:&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;Este personaje no puede subir de nivel:&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>Features of this level</source>
        <translation>Rasgos de este nivel</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Qué cambia</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Puntos de golpe</translation>
    </message>
    <message>
        <source>&amp;Roll {die}, with advantage ({sources}): the best of {count}</source>
        <translation>&amp;Tirar {die}, con ventaja ({sources}): el mejor de {count}</translation>
    </message>
    <message>
        <source>&amp;Roll {die}</source>
        <translation>&amp;Tirar {die}</translation>
    </message>
    <message>
        <source>Take the a&amp;verage ({average})</source>
        <translation>Tomar la &amp;media ({average})</translation>
    </message>
    <message>
        <source>&amp;I rolled</source>
        <translation>He &amp;sacado</translation>
    </message>
    <message>
        <source>on the {die}</source>
        <comment>after &apos;I rolled [3]&apos;</comment>
        <translation>en el {die}</translation>
    </message>
    <message>
        <source>Primary increase: +1 to a key stat</source>
        <translation>Mejora principal: +1 a un atributo clave</translation>
    </message>
    <message>
        <source>Secondary increase: +1 to a stat that is not a key stat</source>
        <translation>Mejora secundaria: +1 a un atributo que no es atributo clave</translation>
    </message>
    <message>
        <source>Capstone: +1 to two different stats</source>
        <translation>Culminación: +1 a dos atributos distintos</translation>
    </message>
    <message>
        <source>{stat} {old} → {new}</source>
        <translation>{stat} {old} → {new}</translation>
    </message>
    <message>
        <source>Skill point (+1)</source>
        <translation>Punto de habilidad (+1)</translation>
    </message>
    <message>
        <source>{skill} ({stat}) {value:+d}</source>
        <translation>{skill} ({stat}) {value:+d}</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Habilidad:</translation>
    </message>
    <message>
        <source>Subclass (level 3)</source>
        <translation>Subclase (nivel 3)</translation>
    </message>
    <message>
        <source>No subclasses in the imported content: add one later from the item library.</source>
        <translation>No hay subclases en el contenido importado: añade una más tarde desde la biblioteca de objetos.</translation>
    </message>
    <message>
        <source>Su&amp;bclass:</source>
        <translation>Su&amp;bclase:</translation>
    </message>
    <message>
        <source>Epic boon (level 19)</source>
        <translation>Don épico (nivel 19)</translation>
    </message>
    <message>
        <source>&amp;Epic boon:</source>
        <translation>Don &amp;épico:</translation>
    </message>
    <message>
        <source>Gained: {names}</source>
        <translation>Obtenido: {names}</translation>
    </message>
    <message>
        <source>Choose {count} of {group}:</source>
        <translation>Elige {count} de {group}:</translation>
    </message>
    <message>
        <source>No features for this level in the imported content.</source>
        <translation>No hay rasgos para este nivel en el contenido importado.</translation>
    </message>
    <message numerus="yes">
        <source>{pick}: choose %n spells</source>
        <translation>
            <numerusform>{pick}: elige %n conjuro</numerusform>
            <numerusform>{pick}: elige %n conjuros</numerusform>
        </translation>
    </message>
    <message>
        <source>The level would be refused: {why}</source>
        <translation>El nivel se rechazaría: {why}</translation>
    </message>
    <message>
        <source>&amp;Strength</source>
        <translation>&amp;Fuerza</translation>
    </message>
    <message>
        <source>&amp;Dexterity</source>
        <translation>&amp;Destreza</translation>
    </message>
    <message>
        <source>&amp;Intelligence</source>
        <translation>&amp;Inteligencia</translation>
    </message>
    <message>
        <source>&amp;Will</source>
        <translation>&amp;Voluntad</translation>
    </message>
    <message>
        <source>&lt;b&gt;A level-1 character from your imported content&lt;/b&gt;</source>
        <translation>&lt;b&gt;Un personaje de nivel 1 a partir de tu contenido importado&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Level-1 choices</source>
        <translation>Elecciones de nivel 1</translation>
    </message>
    <message>
        <source>What the character will have</source>
        <translation>Lo que tendrá el personaje</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Crear</translation>
    </message>
    <message>
        <source>&lt;b&gt;No classes are imported yet.&lt;/b&gt;&lt;br&gt;&lt;br&gt;A new character is made from your own Foundry content: its classes, ancestries and backgrounds. Import it first with &lt;b&gt;File ▸ Import Foundry content…&lt;/b&gt; (a compendium pack, a system, module or world folder, or unpacked JSON), then open Character ▸ New character… again.</source>
        <translation>&lt;b&gt;Aún no hay clases importadas.&lt;/b&gt;&lt;br&gt;&lt;br&gt;Un personaje nuevo se crea a partir de tu propio contenido de Foundry: sus clases, orígenes y trasfondos. Impórtalo primero con &lt;b&gt;Archivo ▸ Importar contenido de Foundry…&lt;/b&gt; (un pack de compendio, una carpeta de sistema, módulo o mundo, o JSON descomprimido) y después vuelve a abrir Personaje ▸ Nuevo personaje….</translation>
    </message>
    <message>
        <source>&amp;Import Foundry content…</source>
        <translation>&amp;Importar contenido de Foundry…</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Quién</translation>
    </message>
    <message>
        <source>The character&apos;s name</source>
        <translation>El nombre del personaje</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>C&amp;lase:</translation>
    </message>
    <message>
        <source>&amp;Ancestry:</source>
        <translation>&amp;Origen:</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Trasfondo:</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>{array}: {values}</source>
        <translation>{array}: {values}</translation>
    </message>
    <message>
        <source>Stat a&amp;rray:</source>
        <translation>&amp;Reparto de atributos:</translation>
    </message>
    <message>
        <source>{stat} value</source>
        <translation>Valor de {stat}</translation>
    </message>
    <message>
        <source>{stat}:</source>
        <comment>a stat&apos;s label</comment>
        <translation>{stat}:</translation>
    </message>
    <message>
        <source>{pick}: no such spell in the imported content</source>
        <translation>{pick}: no hay ningún conjuro con ese nombre en el contenido importado</translation>
    </message>
    <message>
        <source>key stat of the class</source>
        <translation>atributo clave de la clase</translation>
    </message>
    <message>
        <source>Give the character a name</source>
        <translation>Ponle un nombre al personaje</translation>
    </message>
    <message>
        <source>Choose {count} of {group}</source>
        <translation>Elige {count} de {group}</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n spells for {pick}</source>
        <translation>
            <numerusform>Elige %n conjuro para {pick}</numerusform>
            <numerusform>Elige %n conjuros para {pick}</numerusform>
        </translation>
    </message>
    <message>
        <source>This character cannot be made: {why}</source>
        <translation>Este personaje no se puede crear: {why}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no hit dice</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{name}, level 1: HP {hp}</source>
        <translation>{name}, nivel 1: PG {hp}</translation>
    </message>
    <message>
        <source>{name}, level 1: HP {hp} (the class has no hit die size: set HP on the sheet)</source>
        <translation>{name}, nivel 1: PG {hp} (la clase no tiene tamaño de dado de golpe: fija los PG en la hoja)</translation>
    </message>
    <message>
        <source>Hit dice {dice}</source>
        <translation>Dados de golpe {dice}</translation>
    </message>
    <message>
        <source>Features: {names}</source>
        <translation>Rasgos: {names}</translation>
    </message>
    <message>
        <source>Features: none in the imported content</source>
        <translation>Rasgos: ninguno en el contenido importado</translation>
    </message>
    <message>
        <source>Spells: {names}</source>
        <translation>Conjuros: {names}</translation>
    </message>
    <message>
        <source>Ancestry and background: {names}</source>
        <translation>Origen y trasfondo: {names}</translation>
    </message>
    <message>
        <source>Starting items: {names}</source>
        <translation>Objetos iniciales: {names}</translation>
    </message>
    <message>
        <source>Not in the imported content, so not granted: {names} (import the pack that holds them: File ▸ Import Foundry content…)</source>
        <translation>No está en el contenido importado, así que no se otorga: {names} (importa el pack que los contiene: Archivo ▸ Importar contenido de Foundry…)</translation>
    </message>
    <message>
        <source>waiting for the dice you roll</source>
        <translation>esperando los dados que tiras</translation>
    </message>
    <message>
        <source>{action} cannot be undone</source>
        <translation>No se puede deshacer {action}</translation>
    </message>
    <message>
        <source>Undid {action}</source>
        <translation>Deshecho: {action}</translation>
    </message>
    <message>
        <source>{action} cannot be redone</source>
        <translation>No se puede rehacer {action}</translation>
    </message>
    <message>
        <source>Redid {action}</source>
        <translation>Rehecho: {action}</translation>
    </message>
    <message>
        <source>Level {level} · {classes}</source>
        <translation>Nivel {level} · {classes}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
    <message>
        <source>HP</source>
        <comment>printed: the box of hit points</comment>
        <translation>PG</translation>
    </message>
    <message>
        <source>TEMP HP</source>
        <translation>PG TEMP</translation>
    </message>
    <message>
        <source>WOUNDS ({most})</source>
        <translation>HERIDAS ({most})</translation>
    </message>
    <message>
        <source>MANA</source>
        <translation>MANÁ</translation>
    </message>
    <message>
        <source>HIT DICE</source>
        <translation>DADOS DE GOLPE</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no states</comment>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Conditions: none</source>
        <translation>Estados: ninguno</translation>
    </message>
    <message>
        <source>States: {states}</source>
        <translation>Estados: {states}</translation>
    </message>
    <message>
        <source>Damage reduction banked: {bank}</source>
        <translation>Reducción de daño acumulada: {bank}</translation>
    </message>
    <message>
        <source>Boxes: empty = left, crossed = spent. Dice: as rolled; dashed = empty slot.</source>
        <translation>Casillas: vacía = disponible, tachada = gastada. Dados: tal como salieron; discontinuo = hueco vacío.</translation>
    </message>
    <message>
        <source>ARMOR</source>
        <translation>ARMADURA</translation>
    </message>
    <message>
        <source>SPEED</source>
        <translation>VELOCIDAD</translation>
    </message>
    <message>
        <source>SAVES</source>
        <translation>SALVACIONES</translation>
    </message>
    <message>
        <source>SKILLS</source>
        <translation>HABILIDADES</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
    <message>
        <source>{subtitle} · not equipped</source>
        <translation>{subtitle} · no equipado</translation>
    </message>
    <message>
        <source>DESCRIPTIONS</source>
        <translation>DESCRIPCIONES</translation>
    </message>
    <message>
        <source>could not start drawing on the page (is the file writable?)</source>
        <translation>no se pudo empezar a dibujar en la página (¿se puede escribir el archivo?)</translation>
    </message>
    <message>
        <source>{name} — character sheet</source>
        <translation>{name} — hoja de personaje</translation>
    </message>
    <message>
        <source>Your dice</source>
        <translation>Tus dados</translation>
    </message>
    <message>
        <source>Type each die&apos;s face; Tab moves on, Enter confirms, Escape cancels.</source>
        <translation>Escribe la cara de cada dado; Tab pasa al siguiente, Enter confirma, Escape cancela.</translation>
    </message>
    <message>
        <source>Use these faces</source>
        <translation>Usar estas caras</translation>
    </message>
    <message>
        <source>Die {number}: d{size}</source>
        <translation>Dado {number}: d{size}</translation>
    </message>
    <message>
        <source>The face your d{size} shows: 1 to {size}</source>
        <translation>La cara que muestra tu d{size}: de 1 a {size}</translation>
    </message>
    <message>
        <source>A d{size} shows 1–{size}.</source>
        <translation>Un d{size} muestra 1–{size}.</translation>
    </message>
    <message>
        <source>Die {number} (d{size}) has no face yet.</source>
        <translation>El dado {number} (d{size}) aún no tiene cara.</translation>
    </message>
    <message numerus="yes">
        <source>Those faces call for %n more dice: roll them too.</source>
        <translation>
            <numerusform>Esas caras piden %n dado más: tíralo también.</numerusform>
            <numerusform>Esas caras piden %n dados más: tíralos también.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the dice again.</source>
        <translation>Vuelve a comprobar los dados.</translation>
    </message>
    <message>
        <source>Read-only: the library {path} is on read-only media or cannot be written. You can look, export and back up to another folder; changes are not saved.</source>
        <translation>Solo lectura: la biblioteca {path} está en un medio de solo lectura o no se puede escribir. Puedes consultar, exportar y hacer copias de seguridad en otra carpeta; los cambios no se guardan.</translation>
    </message>
    <message>
        <source>Read-only library</source>
        <translation>Biblioteca de solo lectura</translation>
    </message>
    <message>
        <source>{title} (read-only)</source>
        <translation>{title} (solo lectura)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Copy &amp;diagnostics</source>
        <translation>Copiar &amp;diagnóstico</translation>
    </message>
    <message>
        <source>Copy the version, platform, library path and last errors, for a bug report</source>
        <translation>Copiar la versión, la plataforma, la ruta de la biblioteca y los últimos errores, para un informe de error</translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard: paste them into your bug report.</source>
        <translation>Diagnóstico copiado al portapapeles: pégalo en tu informe de error.</translation>
    </message>
    <message>
        <source>sheet-app: the library is damaged</source>
        <translation>sheet-app: la biblioteca está dañada</translation>
    </message>
    <message>
        <source>&lt;b&gt;The library is damaged&lt;/b&gt;&lt;br&gt;{path}</source>
        <translation>&lt;b&gt;La biblioteca está dañada&lt;/b&gt;&lt;br&gt;{path}</translation>
    </message>
    <message>
        <source>SQLite reports: {detail}.</source>
        <translation>SQLite informa: {detail}.</translation>
    </message>
    <message>
        <source>{found}

The newest backup that passes its integrity check is
{backup}

Restoring it first keeps a copy of the damaged file in {folder}.</source>
        <translation>{found}

La copia de seguridad más reciente que supera su comprobación de integridad es
{backup}

Al restaurarla se guarda primero una copia del archivo dañado en {folder}.</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Restaurar esta copia de seguridad</translation>
    </message>
    <message>
        <source>{found}

No backup passes its integrity check, so there is nothing to restore here. The damaged file is left as it is.</source>
        <translation>{found}

Ninguna copia de seguridad supera su comprobación de integridad, así que aquí no hay nada que restaurar. El archivo dañado se deja tal cual.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Restored {backup}; the damaged library is kept in {kept}.</source>
        <translation>{backup} restaurada; la biblioteca dañada se conserva en {kept}.</translation>
    </message>
    <message>
        <source>Catch Breath</source>
        <translation>Recuperar aliento</translation>
    </message>
    <message>
        <source>roll each hit die</source>
        <translation>tirar cada dado de golpe</translation>
    </message>
    <message>
        <source>Make Camp</source>
        <translation>Acampar</translation>
    </message>
    <message>
        <source>each hit die counts its top face</source>
        <translation>cada dado de golpe cuenta su cara máxima</translation>
    </message>
    <message>
        <source>{what}: {value}</source>
        <translation>{what}: {value}</translation>
    </message>
    <message>
        <source>Safe rest</source>
        <translation>Descanso seguro</translation>
    </message>
    <message>
        <source>A safe rest will:</source>
        <translation>Un descanso seguro hará lo siguiente:</translation>
    </message>
    <message>
        <source>Rest</source>
        <comment>the button that rests</comment>
        <translation>Descansar</translation>
    </message>
    <message>
        <source>The rest would be refused: {why}</source>
        <translation>El descanso se rechazaría: {why}</translation>
    </message>
    <message>
        <source>Field rest</source>
        <translation>Descanso al raso</translation>
    </message>
    <message>
        <source>Spend hit dice</source>
        <translation>Gastar dados de golpe</translation>
    </message>
    <message>
        <source>{mode}: {what}</source>
        <translation>{mode}: {what}</translation>
    </message>
    <message>
        <source>Hit dice to spend</source>
        <translation>Dados de golpe a gastar</translation>
    </message>
    <message>
        <source>{size} hit dice to spend</source>
        <translation>Dados de golpe {size} a gastar</translation>
    </message>
    <message>
        <source>Max</source>
        <comment>the button that spends all hit dice of a size</comment>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>One {size} less</source>
        <translation>Un {size} menos</translation>
    </message>
    <message>
        <source>One {size} more</source>
        <translation>Un {size} más</translation>
    </message>
    <message>
        <source>All {size} hit dice</source>
        <translation>Todos los dados de golpe {size}</translation>
    </message>
    <message>
        <source>of {current} left (max {most})</source>
        <translation>de {current} disponibles (máx. {most})</translation>
    </message>
    <message>
        <source>No hit dice: give the class item a hit die size, or set them on the sheet.</source>
        <translation>Sin dados de golpe: da un tamaño de dado de golpe al objeto de clase o fíjalos en la hoja.</translation>
    </message>
    <message>
        <source>Healing preview</source>
        <translation>Vista previa de la curación</translation>
    </message>
    <message>
        <source>The field rest will:</source>
        <translation>El descanso al raso hará lo siguiente:</translation>
    </message>
    <message>
        <source>Heal</source>
        <comment>the button that spends hit dice</comment>
        <translation>Curar</translation>
    </message>
    <message>
        <source>No hit dice spent: no healing</source>
        <translation>Ningún dado de golpe gastado: sin curación</translation>
    </message>
    <message>
        <source>Heals {heal}: HP {hp} → {after} (of {maximum})</source>
        <translation>Cura {heal}: PG {hp} → {after} (de {maximum})</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Tirar iniciativa</translation>
    </message>
    <message>
        <source>Initiative: {formula}</source>
        <translation>Iniciativa: {formula}</translation>
    </message>
    <message>
        <source>Initiative formula: {formula}</source>
        <translation>Fórmula de iniciativa: {formula}</translation>
    </message>
    <message>
        <source>The formula fails: {why}</source>
        <translation>La fórmula falla: {why}</translation>
    </message>
    <message>
        <source>Possible totals: {low} to {high}</source>
        <translation>Totales posibles: de {low} a {high}</translation>
    </message>
    <message>
        <source>Now {kept}: a new roll replaces it</source>
        <translation>Ahora {kept}: una tirada nueva lo sustituye</translation>
    </message>
    <message>
        <source>I rolled</source>
        <translation>He sacado</translation>
    </message>
    <message>
        <source>Initiative rolled at the table</source>
        <translation>Iniciativa tirada en la mesa</translation>
    </message>
    <message>
        <source>Type the total you rolled ({low} to {high}) and press Enter; Enter with nothing typed rolls</source>
        <translation>Escribe el total que sacaste (de {low} a {high}) y pulsa Enter; Enter sin escribir nada tira los dados</translation>
    </message>
    <message>
        <source>Use this value</source>
        <translation>Usar este valor</translation>
    </message>
    <message>
        <source>Roll {formula}</source>
        <translation>Tirar {formula}</translation>
    </message>
    <message>
        <source>Not taken: the total is {low} to {high} ({typed} so far)</source>
        <translation>No aceptado: el total va de {low} a {high} ({typed} por ahora)</translation>
    </message>
    <message>
        <source>Not taken: the total is {low} to {high}</source>
        <translation>No aceptado: el total va de {low} a {high}</translation>
    </message>
    <message>
        <source>{typed} cannot be the total: it is {low} to {high}</source>
        <translation>{typed} no puede ser el total: va de {low} a {high}</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Advantage</source>
        <translation>&amp;Ventaja</translation>
    </message>
    <message>
        <source>D&amp;isadvantage</source>
        <translation>Desve&amp;ntaja</translation>
    </message>
    <message>
        <source>Frightened</source>
        <translation>Asustado</translation>
    </message>
    <message>
        <source>Taunted</source>
        <translation>Provocado</translation>
    </message>
    <message>
        <source>Roll {what}</source>
        <translation>Tirar {what}</translation>
    </message>
    <message>
        <source>The mode applies to the primary die only: it is rolled again and the kept face decides miss and critical.</source>
        <translation>El modo solo se aplica al dado primario: se vuelve a tirar y la cara que se conserva decide el fallo y el crítico.</translation>
    </message>
    <message>
        <source>Advantage 2 rolls three dice and keeps the highest</source>
        <translation>Ventaja 2 tira tres dados y se queda con el más alto</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Tu elección</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no DC</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>DC</source>
        <translation>CD</translation>
    </message>
    <message>
        <source>The number to reach (total ≥ DC succeeds); none: the log gives the total only</source>
        <translation>El número a alcanzar (total ≥ CD tiene éxito); ninguna: el registro solo da el total</translation>
    </message>
    <message>
        <source>&amp;DC</source>
        <translation>&amp;CD</translation>
    </message>
    <message>
        <source>{condition} does not apply</source>
        <translation>{condition} no se aplica</translation>
    </message>
    <message>
        <source>{condition} changes attacks only</source>
        <translation>{condition} solo cambia los ataques</translation>
    </message>
    <message>
        <source>You are not {condition}</source>
        <translation>No estás {condition}</translation>
    </message>
    <message>
        <source>{condition} gives disadvantage unless its source is not involved: tick to leave it out</source>
        <translation>{condition} da desventaja salvo que su origen no esté implicado: marca para excluirlo</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Estados</translation>
    </message>
    <message>
        <source>Sources of the mode</source>
        <translation>Fuentes del modo</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Tirar</translation>
    </message>
    <message>
        <source>Mode from: {sources}</source>
        <translation>Modo por: {sources}</translation>
    </message>
    <message>
        <source>&amp;Roll with {mode}{plus}</source>
        <translation>&amp;Tirar con {mode}{plus}</translation>
    </message>
    <message>
        <source>&amp;Roll{plus}</source>
        <translation>&amp;Tirar{plus}</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fuego</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Hielo</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Relámpago</translation>
    </message>
    <message>
        <source>Necrotic</source>
        <translation>Necrótico</translation>
    </message>
    <message>
        <source>Radiant</source>
        <translation>Radiante</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Viento</translation>
    </message>
    <message>
        <source>0 (cantrip: no mana, never upcast)</source>
        <translation>0 (truco: sin maná, nunca se potencia)</translation>
    </message>
    <message>
        <source>Spell tier</source>
        <translation>Nivel del conjuro</translation>
    </message>
    <message>
        <source>0 to 9: the mana it costs; 0 is a cantrip</source>
        <translation>0 a 9: el maná que cuesta; 0 es un truco</translation>
    </message>
    <message>
        <source>Spell school</source>
        <translation>Escuela del conjuro</translation>
    </message>
    <message>
        <source>(none: a utility spell)</source>
        <translation>(ninguna: un conjuro de utilidad)</translation>
    </message>
    <message>
        <source>⚠ {school} (not a Nimble school)</source>
        <translation>⚠ {school} (no es una escuela de Nimble)</translation>
    </message>
    <message>
        <source>Upcasting</source>
        <translation>Potenciado</translation>
    </message>
    <message>
        <source>&amp;Upcasting</source>
        <translation>&amp;Potenciado</translation>
    </message>
    <message>
        <source>Scaling deltas (JSON)</source>
        <translation>Deltas de escalado (JSON)</translation>
    </message>
    <message>
        <source>Upstream&apos;s ScalingDelta objects as JSON: operation addFlatDamage, addDice, increaseDieSize, addRange …; for a choice, a list of {label, deltas}</source>
        <translation>Los objetos ScalingDelta del original como JSON: operación addFlatDamage, addDice, increaseDieSize, addRange …; para una elección, una lista de {label, deltas}</translation>
    </message>
    <message>
        <source>What upcasting does</source>
        <translation>Qué hace el potenciado</translation>
    </message>
    <message>
        <source>&amp;Choices</source>
        <translation>&amp;Elecciones</translation>
    </message>
    <message>
        <source>D&amp;eltas</source>
        <translation>D&amp;eltas</translation>
    </message>
    <message>
        <source>the choices are not valid JSON ({error})</source>
        <translation>las elecciones no son JSON válido ({error})</translation>
    </message>
    <message>
        <source>the deltas are not valid JSON ({error})</source>
        <translation>los deltas no son JSON válido ({error})</translation>
    </message>
    <message>
        <source>A cantrip never upcasts.</source>
        <translation>Un truco nunca se potencia.</translation>
    </message>
    <message>
        <source>Spell: {problem}</source>
        <translation>Conjuro: {problem}</translation>
    </message>
    <message>
        <source>Spell: a cantrip (tier 0) cannot be upcast: choose No upcasting or a tier</source>
        <translation>Conjuro: un truco (nivel 0) no se puede potenciar: elige Sin potenciado o un nivel</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>and {count} more</source>
        <translation>y {count} más</translation>
    </message>
    <message>
        <source>applies nothing until a condition is chosen</source>
        <translation>no aplica nada hasta que se elija un estado</translation>
    </message>
    <message>
        <source>{condition} is derived: it is never applied</source>
        <translation>{condition} es un estado derivado: nunca se aplica</translation>
    </message>
    <message>
        <source>{condition} is on already: nothing changes</source>
        <translation>{condition} ya está activo: nada cambia</translation>
    </message>
    <message>
        <source>{when}: {line}</source>
        <translation>{when}: {line}</translation>
    </message>
    <message>
        <source>{when}: nothing changes now</source>
        <translation>{when}: nada cambia por ahora</translation>
    </message>
    <message>
        <source>Immune to {conditions}</source>
        <translation>Inmune a {conditions}</translation>
    </message>
    <message>
        <source>{conditions} on now: they end</source>
        <translation>{conditions} activos ahora: terminan</translation>
    </message>
    <message>
        <source>{conditions} on now: it ends</source>
        <translation>{conditions} activo ahora: termina</translation>
    </message>
    <message>
        <source>{conditions} no longer implied</source>
        <translation>Ya no implícito(s): {conditions}</translation>
    </message>
    <message>
        <source>Unarmed Strike</source>
        <translation>Ataque sin armas</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {was} → %n actions</source>
        <translation>
            <numerusform>{name}: {was} → %n acción</numerusform>
            <numerusform>{name}: {was} → %n acciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Using {item} in an encounter: {change}</source>
        <translation>Usar {item} en un encuentro: {change}</translation>
    </message>
    <message>
        <source>{what}: {before} → {after}</source>
        <translation>{what}: {before} → {after}</translation>
    </message>
    <message>
        <source>{what}: {note}</source>
        <translation>{what}: {note}</translation>
    </message>
    <message>
        <source>Already full</source>
        <translation>Ya está al máximo</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PG</translation>
    </message>
    <message>
        <source>No healing</source>
        <translation>Sin curación</translation>
    </message>
    <message>
        <source>Temporary HP</source>
        <translation>PG temporales</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Se conserva</translation>
    </message>
    <message>
        <source>Hit dice {size}</source>
        <translation>Dados de golpe {size}</translation>
    </message>
    <message>
        <source>Not spent</source>
        <translation>Sin gastar</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Maná</translation>
    </message>
    <message>
        <source>Not refilled on a safe rest</source>
        <translation>No se recarga en un descanso seguro</translation>
    </message>
    <message>
        <source>Not refilled on a field rest</source>
        <translation>No se recarga en un descanso al raso</translation>
    </message>
    <message>
        <source>Not refilled on a {kind} rest</source>
        <translation>No se recarga en un descanso {kind}</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Heridas</translation>
    </message>
    <message>
        <source>None to heal</source>
        <translation>Ninguna que curar</translation>
    </message>
    <message>
        <source>Combat mana</source>
        <translation>Maná de combate</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>vaciada</translation>
    </message>
    <message>
        <source>{count} (rolled)</source>
        <translation>{count} (tirado)</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Sin cambios</translation>
    </message>
    <message>
        <source>on</source>
        <comment>a state: it is on</comment>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <comment>a state: it is off</comment>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>No pasa nada</translation>
    </message>
    <message>
        <source>{amount} reduced</source>
        <translation>{amount} reducidos</translation>
    </message>
    <message>
        <source>{amount} absorbed</source>
        <translation>{amount} absorbidos</translation>
    </message>
    <message>
        <source>{amount} by temporary HP</source>
        <translation>{amount} por los PG temporales</translation>
    </message>
    <message>
        <source>HP {before} → {after}</source>
        <translation>PG {before} → {after}</translation>
    </message>
    <message>
        <source>HP stays {hp}</source>
        <translation>Los PG se quedan en {hp}</translation>
    </message>
    <message>
        <source>{damage} damage: {effects}</source>
        <translation>{damage} de daño: {effects}</translation>
    </message>
    <message>
        <source>{outcome} (a wound)</source>
        <translation>{outcome} (una herida)</translation>
    </message>
    <message>
        <source>{pool} for {item}</source>
        <translation>{pool} para {item}</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>MUERTO</translation>
    </message>
    <message>
        <source>DYING</source>
        <translation>MORIBUNDO</translation>
    </message>
    <message>
        <source>BLOODIED</source>
        <translation>MALTRECHO</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Armor {armor}</source>
        <translation>Armadura {armor}</translation>
    </message>
    <message>
        <source>Last: {roll} vs {dc}, succeeded</source>
        <translation>Última tirada: {roll} contra {dc}, éxito</translation>
    </message>
    <message>
        <source>Last: {roll} vs {dc}, failed</source>
        <translation>Última tirada: {roll} contra {dc}, fallo</translation>
    </message>
    <message>
        <source>Last: {roll}</source>
        <translation>Última tirada: {roll}</translation>
    </message>
    <message>
        <source>Initiative: nobody at the table yet</source>
        <translation>Iniciativa: aún no hay nadie en la mesa</translation>
    </message>
    <message>
        <source>{name} (not rolled)</source>
        <translation>{name} (sin tirar)</translation>
    </message>
    <message>
        <source>Initiative: {order}</source>
        <translation>Iniciativa: {order}</translation>
    </message>
    <message>
        <source>No reaction to {damage}</source>
        <translation>Ninguna reacción a {damage}</translation>
    </message>
    <message>
        <source>the attack</source>
        <translation>el ataque</translation>
    </message>
    <message>
        <source>{who}: {effects}</source>
        <translation>{who}: {effects}</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Rechazado: {why}</translation>
    </message>
    <message>
        <source>your attacks −1; attacks against you +1</source>
        <translation>tus ataques −1; ataques contra ti +1</translation>
    </message>
    <message>
        <source>derived: HP at half or less (never applied or stored)</source>
        <translation>derivado: PG a la mitad o menos (nunca se aplica ni se guarda)</translation>
    </message>
    <message>
        <source>a tag only: no effect in the engine</source>
        <translation>solo una etiqueta: sin efecto en el motor</translation>
    </message>
    <message>
        <source>one spell at a time; a critical hit on you asks for a DC 10 STR save, a failure ends it</source>
        <translation>un solo conjuro a la vez; un golpe crítico contra ti pide una salvación de FUE CD 10, un fallo la termina</translation>
    </message>
    <message>
        <source>loses 1 action when applied in an encounter; implies Hampered</source>
        <translation>quita 1 acción al aplicarse en un encuentro; implica Entorpecido</translation>
    </message>
    <message>
        <source>no actions; using items and casting are refused</source>
        <translation>sin acciones; usar objetos y lanzar conjuros se rechaza</translation>
    </message>
    <message>
        <source>your attacks −1; ends after your next attack or at the encounter&apos;s end</source>
        <translation>tus ataques −1; termina tras tu próximo ataque o al final del encuentro</translation>
    </message>
    <message>
        <source>at 0 HP: actions capped at the Dying limit, a hit adds 2 wounds (3 on a critical)</source>
        <translation>a 0 PG: acciones limitadas al límite de Moribundo, un impacto añade 2 heridas (3 con un crítico)</translation>
    </message>
    <message>
        <source>every d20 check, save, initiative and attack of yours −1</source>
        <translation>cada una de tus pruebas de d20, salvaciones, iniciativas y ataques −1</translation>
    </message>
    <message>
        <source>every speed 0; attacks against you +1; implies Hampered and Restrained</source>
        <translation>todas las velocidades a 0; ataques contra ti +1; implica Entorpecido y Retenido</translation>
    </message>
    <message>
        <source>no effect of its own; implied while dazed, grappled, prone, slowed or restrained</source>
        <translation>sin efecto propio; implícito estando atontado, apresado, derribado, ralentizado o retenido</translation>
    </message>
    <message>
        <source>no actions or reactions; attacks against you +1 and a melee hit is a critical</source>
        <translation>sin acciones ni reacciones; ataques contra ti +1 y un impacto cuerpo a cuerpo es un crítico</translation>
    </message>
    <message>
        <source>your attacks +1; attacks against you −1</source>
        <translation>tus ataques +1; ataques contra ti −1</translation>
    </message>
    <message>
        <source>as Incapacitated (implies it)</source>
        <translation>como Incapacitado (lo implica)</translation>
    </message>
    <message>
        <source>your attacks −1; melee against you +1, ranged −1; implies Hampered</source>
        <translation>tus ataques −1; cuerpo a cuerpo contra ti +1, a distancia −1; implica Entorpecido</translation>
    </message>
    <message>
        <source>every speed 0; attacks against you +1; implies Hampered and Grappled</source>
        <translation>todas las velocidades a 0; ataques contra ti +1; implica Entorpecido y Apresado</translation>
    </message>
    <message>
        <source>casting is refused</source>
        <translation>lanzar conjuros se rechaza</translation>
    </message>
    <message>
        <source>every speed halved until the end of your next turn; implies Hampered</source>
        <translation>todas las velocidades a la mitad hasta el final de tu próximo turno; implica Entorpecido</translation>
    </message>
    <message>
        <source>your attacks −1, unless the roll waives it</source>
        <translation>tus ataques −1, salvo que la tirada lo anule</translation>
    </message>
    <message>
        <source>derived: wounds above 0 (never applied or stored)</source>
        <translation>derivado: heridas por encima de 0 (nunca se aplica ni se guarda)</translation>
    </message>
    <message>
        <source>until the end of your next turn</source>
        <translation>hasta el final de tu próximo turno</translation>
    </message>
    <message>
        <source>until your next attack</source>
        <translation>hasta tu próximo ataque</translation>
    </message>
    <message>
        <source>concentration</source>
        <translation>concentración</translation>
    </message>
    <message>
        <source>range</source>
        <translation>distancia</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>alcance</translation>
    </message>
    <message>
        <source>the condition&apos;s own timer (Slowed: to the end of your next turn; Despair: your next attack; others until removed)</source>
        <translation>el temporizador propio del estado (Ralentizado: hasta el final de tu próximo turno; Desesperado: tu próximo ataque; los demás hasta que se quiten)</translation>
    </message>
    <message>
        <source>{condition}&apos;s own: {timer}</source>
        <translation>propio de {condition}: {timer}</translation>
    </message>
    <message>
        <source>{condition} has no timer of its own: it lasts until it is removed</source>
        <translation>{condition} no tiene temporizador propio: dura hasta que se quite</translation>
    </message>
    <message>
        <source>{condition} (implied)</source>
        <translation>{condition} (implícito)</translation>
    </message>
    <message>
        <source>Conditions: {conditions}</source>
        <translation>Estados: {conditions}</translation>
    </message>
    <message>
        <source>Conditions: none</source>
        <translation>Estados: ninguno</translation>
    </message>
    <message>
        <source>cantrip</source>
        <translation>truco</translation>
    </message>
    <message>
        <source>tier {tier}</source>
        <translation>nivel {tier}</translation>
    </message>
    <message>
        <source>{spell} ({tier}, concentration)</source>
        <translation>{spell} ({tier}, concentración)</translation>
    </message>
    <message>
        <source>{spell} ({tier})</source>
        <translation>{spell} ({tier})</translation>
    </message>
    <message>
        <source>{count} more</source>
        <translation>{count} más</translation>
    </message>
    <message>
        <source>Spells: {spells}</source>
        <translation>Conjuros: {spells}</translation>
    </message>
    <message>
        <source>Actions {current} of {most}</source>
        <translation>Acciones {current} de {most}</translation>
    </message>
    <message>
        <source>{actions} + {extra} extra</source>
        <translation>{actions} + {extra} adicionales</translation>
    </message>
    <message>
        <source>{actions} (next turn {delta})</source>
        <translation>{actions} (próximo turno {delta})</translation>
    </message>
    <message>
        <source>Reactions used: {reactions}</source>
        <translation>Reacciones usadas: {reactions}</translation>
    </message>
    <message>
        <source>Cantrip</source>
        <translation>Truco</translation>
    </message>
    <message>
        <source>Tier {tier}</source>
        <translation>Nivel {tier}</translation>
    </message>
    <message>
        <source>no mana</source>
        <translation>sin maná</translation>
    </message>
    <message>
        <source>{mana} mana</source>
        <translation>{mana} de maná</translation>
    </message>
    <message>
        <source>utility</source>
        <translation>utilidad</translation>
    </message>
    <message>
        <source>upcast</source>
        <translation>potenciado</translation>
    </message>
    <message>
        <source>Mana {mana}/{most}</source>
        <translation>Maná {mana}/{most}</translation>
    </message>
    <message>
        <source>spells up to tier {tier}</source>
        <translation>conjuros hasta el nivel {tier}</translation>
    </message>
    <message>
        <source>no spell tier unlocked</source>
        <translation>ningún nivel de conjuro desbloqueado</translation>
    </message>
    <message>
        <source>concentrating on {spell}</source>
        <translation>concentrado en {spell}</translation>
    </message>
    <message>
        <source>Nothing changes: it is so already</source>
        <translation>Nada cambia: ya es así</translation>
    </message>
    <message>
        <source>Concentration</source>
        <translation>Concentración</translation>
    </message>
    <message>
        <source>casting it sets concentrating; one spell at a time</source>
        <translation>lanzarlo activa la concentración; un solo conjuro a la vez</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Distancia</translation>
    </message>
    <message>
        <source>a ranged spell</source>
        <translation>un conjuro a distancia</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Alcance</translation>
    </message>
    <message>
        <source>a reach spell</source>
        <translation>un conjuro de alcance</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secreto</translation>
    </message>
    <message>
        <source>a secret spell</source>
        <translation>un conjuro secreto</translation>
    </message>
    <message>
        <source>Utility</source>
        <translation>Utilidad</translation>
    </message>
    <message>
        <source>a utility spell (utility spells have no school)</source>
        <translation>un conjuro de utilidad (los conjuros de utilidad no tienen escuela)</translation>
    </message>
    <message>
        <source>No upcasting</source>
        <translation>Sin potenciado</translation>
    </message>
    <message>
        <source>it always costs its tier</source>
        <translation>siempre cuesta su nivel</translation>
    </message>
    <message>
        <source>Upcast</source>
        <translation>Potenciado</translation>
    </message>
    <message>
        <source>each mana over its tier applies the deltas once more</source>
        <translation>cada punto de maná por encima de su nivel aplica los deltas una vez más</translation>
    </message>
    <message>
        <source>Upcast with a choice</source>
        <translation>Potenciado con elección</translation>
    </message>
    <message>
        <source>the caster picks one of the choices, each its deltas</source>
        <translation>el lanzador elige una de las opciones, cada una con sus deltas</translation>
    </message>
    <message>
        <source>{where} must be an object such as {example}</source>
        <translation>{where} debe ser un objeto como {example}</translation>
    </message>
    <message>
        <source>{where}: &apos;operation&apos; must be one of {operations} (not {operation})</source>
        <translation>{where}: &apos;operation&apos; debe ser una de {operations} (no {operation})</translation>
    </message>
    <message>
        <source>{where}: addDice needs &apos;dice&apos; with a whole &apos;count&apos; (1 or more) and &apos;faces&apos; (2 or more)</source>
        <translation>{where}: addDice necesita &apos;dice&apos; con un &apos;count&apos; entero (1 o más) y &apos;faces&apos; (2 o más)</translation>
    </message>
    <message>
        <source>{where}: &apos;condition&apos; must be a condition&apos;s name</source>
        <translation>{where}: &apos;condition&apos; debe ser el nombre de un estado</translation>
    </message>
    <message>
        <source>{where}: &apos;value&apos; must be a whole number (or null)</source>
        <translation>{where}: &apos;value&apos; debe ser un número entero (o null)</translation>
    </message>
    <message>
        <source>{where}: &apos;maxDieFaces&apos; must be a whole number of faces (or null: d20)</source>
        <translation>{where}: &apos;maxDieFaces&apos; debe ser un número entero de caras (o null: d20)</translation>
    </message>
    <message>
        <source>the deltas must be a JSON list</source>
        <translation>los deltas deben ser una lista JSON</translation>
    </message>
    <message>
        <source>the choices must be a JSON list</source>
        <translation>las opciones deben ser una lista JSON</translation>
    </message>
    <message>
        <source>delta {number}</source>
        <translation>delta {number}</translation>
    </message>
    <message>
        <source>choice {number} must be an object with a &apos;label&apos; and a list of &apos;deltas&apos;</source>
        <translation>la opción {number} debe ser un objeto con un &apos;label&apos; y una lista de &apos;deltas&apos;</translation>
    </message>
    <message>
        <source>choice {number}, delta {delta}</source>
        <translation>opción {number}, delta {delta}</translation>
    </message>
    <message>
        <source>an upcast with a choice needs at least one choice</source>
        <translation>un potenciado con elección necesita al menos una opción</translation>
    </message>
    <message>
        <source>nothing (no deltas)</source>
        <translation>nada (sin deltas)</translation>
    </message>
    <message>
        <source>Each extra mana: {effects}</source>
        <translation>Cada punto de maná adicional: {effects}</translation>
    </message>
    <message>
        <source>Each extra mana, the caster&apos;s choice: {choices}</source>
        <translation>Cada punto de maná adicional, a elección del lanzador: {choices}</translation>
    </message>
    <message>
        <source>{choice}: {effects}</source>
        <translation>{choice}: {effects}</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>sin nombre</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>It always costs its tier in mana (a cantrip nothing).</source>
        <translation>Siempre cuesta su nivel en maná (un truco, nada).</translation>
    </message>
    <message>
        <source>error: {message}</source>
        <translation>error: {message}</translation>
    </message>
    <message>
        <source>At higher levels: </source>
        <translation>A niveles superiores: </translation>
    </message>
    <message>
        <source>Upcast: </source>
        <translation>Potenciado: </translation>
    </message>
    <message>
        <source>Generic</source>
        <translation>Genérico</translation>
    </message>
    <message>
        <source>Damage reduction</source>
        <translation>Reducción de daño</translation>
    </message>
    <message>
        <source>every attack</source>
        <translation>cualquier ataque</translation>
    </message>
    <message>
        <source>melee attacks</source>
        <translation>ataques cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>ranged attacks</source>
        <translation>ataques a distancia</translation>
    </message>
    <message>
        <source>Its cost formula fails: {error}</source>
        <translation>Su fórmula de coste falla: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Maximize: raise up to %n dice to the top face</source>
        <translation>
            <numerusform>Maximizar: subir hasta %n dado a la cara máxima</numerusform>
            <numerusform>Maximizar: subir hasta %n dados a la cara máxima</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Consume: spend at least %n dice</source>
        <translation>
            <numerusform>Consumir: gastar al menos %n dado</numerusform>
            <numerusform>Consumir: gastar al menos %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>its cost formula fails</source>
        <translation>su fórmula de coste falla</translation>
    </message>
    <message>
        <source>maximize</source>
        <translation>maximizar</translation>
    </message>
    <message>
        <source>consume</source>
        <translation>consumir</translation>
    </message>
    <message>
        <source>There is no item {item} to use.</source>
        <translation>No hay ningún objeto {item} que usar.</translation>
    </message>
    <message>
        <source>{item} has no active feature that spends dice.</source>
        <translation>{item} no tiene ningún rasgo activo que gaste dados.</translation>
    </message>
    <message>
        <source>Using {item} spends from another pool ({pool}).</source>
        <translation>Usar {item} gasta de otra reserva ({pool}).</translation>
    </message>
    <message numerus="yes">
        <source>Using it first rolls %n dice in, after the dice shown.</source>
        <translation>
            <numerusform>Usarlo primero tira %n dado a la reserva, tras los dados mostrados.</numerusform>
            <numerusform>Usarlo primero tira %n dados a la reserva, tras los dados mostrados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Using it first raises the lowest %n dice.</source>
        <translation>
            <numerusform>Usarlo primero sube el dado más bajo.</numerusform>
            <numerusform>Usarlo primero sube los %n dados más bajos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Using it first replaces these dice: use it without spending, then spend.</source>
        <translation>Usarlo primero sustituye estos dados: úsalo sin gastar y luego gasta.</translation>
    </message>
    <message>
        <source>use {items} to add some</source>
        <translation>usa {items} para añadir algunos</translation>
    </message>
    <message>
        <source> or </source>
        <comment>joins a list: a or b</comment>
        <translation> o </translation>
    </message>
    <message>
        <source>wait for a refill</source>
        <translation>espera a una recarga</translation>
    </message>
    <message>
        <source>&lt;b&gt;{pool} is empty&lt;/b&gt;: nothing to spend yet. Roll one in, or {how}.</source>
        <translation>&lt;b&gt;{pool} está vacía&lt;/b&gt;: nada que gastar aún. Tira uno, o {how}.</translation>
    </message>
    <message>
        <source>{feature} ({what})</source>
        <translation>{feature} ({what})</translation>
    </message>
    <message>
        <source>{feature} ({what}, not now: {why})</source>
        <translation>{feature} ({what}, ahora no: {why})</translation>
    </message>
    <message>
        <source>Features that spend {pool}: {features}.</source>
        <translation>Rasgos que gastan {pool}: {features}.</translation>
    </message>
    <message>
        <source>No feature spends {pool}.</source>
        <translation>Ningún rasgo gasta {pool}.</translation>
    </message>
    <message>
        <source>{name}: every face is added to {attacks}</source>
        <translation>{name}: cada cara se suma a {attacks}</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>ataques</translation>
    </message>
    <message>
        <source>{line} (not now: {why})</source>
        <translation>{line} (ahora no: {why})</translation>
    </message>
    <message>
        <source>Pick a die to raise it to {top}.</source>
        <translation>Elige un dado para subirlo a {top}.</translation>
    </message>
    <message numerus="yes">
        <source>Raises {faces} (+{gain}); the pool keeps %n dice.</source>
        <translation>
            <numerusform>Sube {faces} (+{gain}); la reserva conserva %n dado.</numerusform>
            <numerusform>Sube {faces} (+{gain}); la reserva conserva %n dados.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick the dice to remove (this feature has no effect formula).</source>
        <translation>Elige los dados que quitar (este rasgo no tiene fórmula de efecto).</translation>
    </message>
    <message numerus="yes">
        <source>Removes %n dice ({faces}); no effect formula.</source>
        <translation>
            <numerusform>Quita %n dado ({faces}); sin fórmula de efecto.</numerusform>
            <numerusform>Quita %n dados ({faces}); sin fórmula de efecto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick dice to see what {feature} gives.</source>
        <translation>Elige dados para ver qué da {feature}.</translation>
    </message>
    <message>
        <source>{formula}: {error}</source>
        <translation>{formula}: {error}</translation>
    </message>
    <message>
        <source>{value} damage reduction</source>
        <translation>{value} de reducción de daño</translation>
    </message>
    <message>
        <source>{value} → {banked} damage reduction</source>
        <translation>{value} → {banked} de reducción de daño</translation>
    </message>
    <message>
        <source>{value}: no damage reduction</source>
        <translation>{value}: sin reducción de daño</translation>
    </message>
    <message>
        <source>{damage} extra damage</source>
        <translation>{damage} de daño adicional</translation>
    </message>
    <message>
        <source>{formula} = {spread} extra damage (min / average / max)</source>
        <translation>{formula} = {spread} de daño adicional (mín. / media / máx.)</translation>
    </message>
    <message>
        <source>{formula} = {spread} damage reduction (min / average / max)</source>
        <translation>{formula} = {spread} de reducción de daño (mín. / media / máx.)</translation>
    </message>
    <message>
        <source>{formula} = {spread} (min / average / max)</source>
        <translation>{formula} = {spread} (mín. / media / máx.)</translation>
    </message>
    <message>
        <source>after a safe rest</source>
        <translation>después de un descanso seguro</translation>
    </message>
    <message>
        <source>after a field rest</source>
        <translation>después de un descanso al raso</translation>
    </message>
    <message>
        <source>when one of this character&apos;s attacks hits</source>
        <translation>cuando uno de los ataques de este personaje impacta</translation>
    </message>
    <message>
        <source>when one of this character&apos;s attacks is a critical hit</source>
        <translation>cuando uno de los ataques de este personaje es un golpe crítico</translation>
    </message>
    <message>
        <source>when an encounter starts</source>
        <translation>cuando empieza un encuentro</translation>
    </message>
    <message>
        <source>when an encounter ends</source>
        <translation>cuando termina un encuentro</translation>
    </message>
    <message>
        <source>when this character gains a wound</source>
        <translation>cuando este personaje recibe una herida</translation>
    </message>
    <message>
        <source>at the start of this character&apos;s turn</source>
        <translation>al inicio del turno de este personaje</translation>
    </message>
    <message>
        <source>at the end of this character&apos;s turn</source>
        <translation>al final del turno de este personaje</translation>
    </message>
    <message>
        <source>when this character kills a foe</source>
        <translation>cuando este personaje elimina a un enemigo</translation>
    </message>
    <message>
        <source>when this character drops to half HP or less</source>
        <translation>cuando este personaje baja a la mitad de sus PG o menos</translation>
    </message>
    <message>
        <source>when this character rolls initiative</source>
        <translation>cuando este personaje tira iniciativa</translation>
    </message>
    <message>
        <source>when this character is attacked</source>
        <translation>cuando este personaje es atacado</translation>
    </message>
    <message>
        <source>when this character takes a critical hit</source>
        <translation>cuando este personaje recibe un golpe crítico</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Sumar</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Fijar en</translation>
    </message>
    <message>
        <source>Refill to max</source>
        <translation>Rellenar al máximo</translation>
    </message>
    <message>
        <source>Set if empty</source>
        <translation>Fijar si está vacía</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>gain this many (up to the max)</source>
        <translation>ganar esta cantidad (hasta el máximo)</translation>
    </message>
    <message>
        <source>set to exactly this many (up to the max)</source>
        <translation>fijar exactamente en esta cantidad (hasta el máximo)</translation>
    </message>
    <message>
        <source>fill to the max (value ignored)</source>
        <translation>rellenar hasta el máximo (valor ignorado)</translation>
    </message>
    <message>
        <source>like set, but only when the pool is empty</source>
        <translation>como fijar, pero solo cuando la reserva está vacía</translation>
    </message>
    <message>
        <source>empty the pool (value ignored)</source>
        <translation>vaciar la reserva (valor ignorado)</translation>
    </message>
    <message>
        <source>{formula} — {error}</source>
        <translation>{formula} — {error}</translation>
    </message>
    <message>
        <source>{formula} → {substituted} = {low} / {average} / {high} (min / average / max)</source>
        <translation>{formula} → {substituted} = {low} / {average} / {high} (mín. / media / máx.)</translation>
    </message>
    <message>
        <source>refill to max</source>
        <translation>rellenar al máximo</translation>
    </message>
    <message>
        <source>clear</source>
        <comment>empty a pool</comment>
        <translation>vaciar</translation>
    </message>
    <message>
        <source>{trigger}: {what}</source>
        <translation>{trigger}: {what}</translation>
    </message>
    <message>
        <source>{recovery} (only while {condition})</source>
        <translation>{recovery} (solo mientras {condition})</translation>
    </message>
    <message>
        <source>{recovery} (invalid condition: {error})</source>
        <translation>{recovery} (condición no válida: {error})</translation>
    </message>
    <message>
        <source>{recovery} — from {item}</source>
        <translation>{recovery} — de {item}</translation>
    </message>
    <message>
        <source>{pool} is inactive: {why}</source>
        <translation>{pool} está inactiva: {why}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>{pool}, minimum face {face}</source>
        <translation>{pool}, cara mínima {face}</translation>
    </message>
    <message>
        <source>death</source>
        <translation>la muerte</translation>
    </message>
    <message>
        <source>a wound</source>
        <translation>una herida</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>moribundo</translation>
    </message>
    <message>
        <source>a rest</source>
        <translation>un descanso</translation>
    </message>
    <message>
        <source>turn start</source>
        <translation>inicio del turno</translation>
    </message>
    <message>
        <source>turn end</source>
        <translation>fin del turno</translation>
    </message>
    <message>
        <source>encounter end</source>
        <translation>fin del encuentro</translation>
    </message>
    <message>
        <source>a critical hit taken</source>
        <translation>un golpe crítico recibido</translation>
    </message>
    <message>
        <source>its toggle</source>
        <translation>su efecto conmutable</translation>
    </message>
    <message>
        <source>Attack ({delivery}): {damage} damage</source>
        <translation>Ataque ({delivery}): {damage} de daño</translation>
    </message>
    <message>
        <source>Attack: {damage} damage</source>
        <translation>Ataque: {damage} de daño</translation>
    </message>
    <message>
        <source>{rule} (when {condition})</source>
        <translation>{rule} (cuando {condition})</translation>
    </message>
    <message>
        <source>{rule} (its condition is invalid)</source>
        <translation>{rule} (su condición no es válida)</translation>
    </message>
    <message>
        <source>dice spent</source>
        <translation>dados gastados</translation>
    </message>
    <message>
        <source>the dice&apos;s sum</source>
        <translation>la suma de los dados</translation>
    </message>
    <message>
        <source>the pool&apos;s max</source>
        <translation>el máximo de la reserva</translation>
    </message>
    <message>
        <source>what the pool holds</source>
        <translation>lo que contiene la reserva</translation>
    </message>
    <message>
        <source>{value} rounded down</source>
        <translation>{value} redondeado hacia abajo</translation>
    </message>
    <message>
        <source>{value} rounded up</source>
        <translation>{value} redondeado hacia arriba</translation>
    </message>
    <message>
        <source>{value} rounded</source>
        <translation>{value} redondeado</translation>
    </message>
    <message>
        <source>the lowest of {values} and {last}</source>
        <translation>el menor de {values} y {last}</translation>
    </message>
    <message>
        <source>the highest of {values} and {last}</source>
        <translation>el mayor de {values} y {last}</translation>
    </message>
    <message>
        <source>the {function} of {values} and {last}</source>
        <translation>el {function} de {values} y {last}</translation>
    </message>
    <message>
        <source>the lower of {values}</source>
        <translation>el menor de {values}</translation>
    </message>
    <message>
        <source>the higher of {values}</source>
        <translation>el mayor de {values}</translation>
    </message>
    <message>
        <source>the {function} of {values}</source>
        <translation>el {function} de {values}</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins a list: a and b</comment>
        <translation> y </translation>
    </message>
    <message>
        <source>{amount} damage</source>
        <translation>{amount} de daño</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>daño</translation>
    </message>
    <message>
        <source>{damage} (critical)</source>
        <translation>{damage} (crítico)</translation>
    </message>
    <message>
        <source>Attacked: {damage}{after}</source>
        <translation>Atacado: {damage}{after}</translation>
    </message>
    <message>
        <source>a reaction</source>
        <translation>una reacción</translation>
    </message>
    <message>
        <source>Attacked: {damage}, {who} absorbed {amount}{after}</source>
        <translation>Atacado: {damage}, {who} absorbió {amount}{after}</translation>
    </message>
    <message>
        <source>Attacked: {damage}, with {who}{after}</source>
        <translation>Atacado: {damage}, con {who}{after}</translation>
    </message>
    <message>
        <source>{item}: pick {count}</source>
        <translation>{item}: elegir {count}</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n stats to raise</source>
        <translation>
            <numerusform>Elige %n atributo para aumentar</numerusform>
            <numerusform>Elige %n atributos para aumentar</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the skill that gets this level&apos;s point</source>
        <translation>Elige la habilidad que recibe el punto de este nivel</translation>
    </message>
    <message>
        <source>Choose {count} of {group}</source>
        <translation>Elige {count} de {group}</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n spells for {pick}</source>
        <translation>
            <numerusform>Elige %n conjuro para {pick}</numerusform>
            <numerusform>Elige %n conjuros para {pick}</numerusform>
        </translation>
    </message>
    <message>
        <source>Level {before} → {after}</source>
        <translation>Nivel {before} → {after}</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Initiative bonus</source>
        <translation>Bono de iniciativa</translation>
    </message>
    <message>
        <source>Hit dice {before} → {after}</source>
        <translation>Dados de golpe {before} → {after}</translation>
    </message>
    <message>
        <source>Mana {before} → {after}</source>
        <translation>Maná {before} → {after}</translation>
    </message>
    <message>
        <source>Adds {items}</source>
        <translation>Añade {items}</translation>
    </message>
    <message>
        <source>{pool} max {before} → {after}</source>
        <translation>{pool} máx. {before} → {after}</translation>
    </message>
    <message>
        <source>New pool: {pool}</source>
        <translation>Nueva reserva: {pool}</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Equilibrado</translation>
    </message>
    <message>
        <source>Min-Max</source>
        <translation>Mín-Máx</translation>
    </message>
    <message numerus="yes">
        <source>{pick}: choose %n spells</source>
        <translation>
            <numerusform>{pick}: elige %n conjuro</numerusform>
            <numerusform>{pick}: elige %n conjuros</numerusform>
        </translation>
    </message>
    <message>
        <source>{pick}: {spell} is not one of the spells it offers</source>
        <translation>{pick}: {spell} no es uno de los conjuros que ofrece</translation>
    </message>
    <message>
        <source>{rule} is no Grant Spells rule that picks spells at creation</source>
        <translation>{rule} no es una regla Otorgar conjuros que elija conjuros en la creación</translation>
    </message>
    <message>
        <source>the character needs a name</source>
        <translation>el personaje necesita un nombre</translation>
    </message>
    <message>
        <source>no value for {stats}</source>
        <translation>ningún valor para {stats}</translation>
    </message>
    <message>
        <source>{item} is no class</source>
        <translation>{item} no es una clase</translation>
    </message>
    <message>
        <source>that item</source>
        <translation>ese objeto</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>a pie</translation>
    </message>
    <message>
        <source>fly</source>
        <translation>vuelo</translation>
    </message>
    <message>
        <source>climb</source>
        <translation>escalada</translation>
    </message>
    <message>
        <source>swim</source>
        <translation>nado</translation>
    </message>
    <message>
        <source>burrow</source>
        <translation>excavación</translation>
    </message>
    <message>
        <source>advantage {count}</source>
        <translation>ventaja {count}</translation>
    </message>
    <message>
        <source>disadvantage {count}</source>
        <translation>desventaja {count}</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>ventaja</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <translation>desventaja</translation>
    </message>
    <message>
        <source>Adv</source>
        <comment>short for advantage</comment>
        <translation>Vent.</translation>
    </message>
    <message>
        <source>Dis</source>
        <comment>short for disadvantage</comment>
        <translation>Desv.</translation>
    </message>
    <message>
        <source>{roll}: d20 {mod} ({stat}, {mode} by default). Enter or a click rolls; Shift+Enter asks first.</source>
        <translation>{roll}: d20 {mod} ({stat}, {mode} por defecto). Enter o un clic tira; Shift+Enter pregunta primero.</translation>
    </message>
    <message>
        <source>{roll}: d20 {mod} ({stat}). Enter or a click rolls; Shift+Enter asks first.</source>
        <translation>{roll}: d20 {mod} ({stat}). Enter o un clic tira; Shift+Enter pregunta primero.</translation>
    </message>
    <message>
        <source>no advantage or disadvantage</source>
        <translation>sin ventaja ni desventaja</translation>
    </message>
    <message>
        <source>Net: {mode} (clamped to −9..9): {dice}{plus}</source>
        <translation>Neto: {mode} (limitado a −9..9): {dice}{plus}</translation>
    </message>
    <message>
        <source>Net: {mode}: {dice}{plus}</source>
        <translation>Neto: {mode}: {dice}{plus}</translation>
    </message>
    <message>
        <source>{dice}, the higher counts</source>
        <translation>{dice}, cuenta el más alto</translation>
    </message>
    <message>
        <source>{dice}, the lower counts</source>
        <translation>{dice}, cuenta el más bajo</translation>
    </message>
    <message>
        <source>chosen</source>
        <comment>a roll mode the player chose</comment>
        <translation>elegido</translation>
    </message>
    <message>
        <source>the primary die ({die})</source>
        <translation>el dado primario ({die})</translation>
    </message>
    <message>
        <source>the primary die</source>
        <translation>el dado primario</translation>
    </message>
    <message>
        <source>{die} once</source>
        <translation>{die} una vez</translation>
    </message>
    <message>
        <source>{die} {count} times, the higher counts</source>
        <translation>{die} {count} veces, cuenta el más alto</translation>
    </message>
    <message>
        <source>{die} {count} times, the lower counts</source>
        <translation>{die} {count} veces, cuenta el más bajo</translation>
    </message>
    <message>
        <source>{roll}: roll 1d20 ({mod}).</source>
        <translation>{roll}: tira 1d20 ({mod}).</translation>
    </message>
    <message>
        <source>{roll}, {mode} ({sources}): roll {dice}.</source>
        <translation>{roll}, {mode} ({sources}): tira {dice}.</translation>
    </message>
    <message>
        <source>{mode} ({sources}): the first {count} dice are the primary die rolled {count} times; the higher counts.</source>
        <translation>{mode} ({sources}): los primeros {count} dados son el dado primario tirado {count} veces; cuenta el más alto.</translation>
    </message>
    <message>
        <source>{mode} ({sources}): the first {count} dice are the primary die rolled {count} times; the lower counts.</source>
        <translation>{mode} ({sources}): los primeros {count} dados son el dado primario tirado {count} veces; cuenta el más bajo.</translation>
    </message>
    <message>
        <source>is</source>
        <translation>es</translation>
    </message>
    <message>
        <source>is one of</source>
        <translation>es uno de</translation>
    </message>
    <message>
        <source>is at least</source>
        <translation>es al menos</translation>
    </message>
    <message>
        <source>is at most</source>
        <translation>es como máximo</translation>
    </message>
    <message>
        <source>is exactly</source>
        <translation>es exactamente</translation>
    </message>
    <message>
        <source>is between</source>
        <translation>está entre</translation>
    </message>
    <message>
        <source>the character has the tag key:value</source>
        <translation>el personaje tiene la etiqueta clave:valor</translation>
    </message>
    <message>
        <source>the character has key:X for one of the listed values (comma-separated)</source>
        <translation>el personaje tiene clave:X para uno de los valores indicados (separados por comas)</translation>
    </message>
    <message>
        <source>every value of this key is at least this number</source>
        <translation>cada valor de esta clave es al menos este número</translation>
    </message>
    <message>
        <source>every value of this key is at most this number</source>
        <translation>cada valor de esta clave es como máximo este número</translation>
    </message>
    <message>
        <source>every value of this key equals this number</source>
        <translation>cada valor de esta clave es igual a este número</translation>
    </message>
    <message>
        <source>every value of this key is within min and max (inclusive)</source>
        <translation>cada valor de esta clave está entre mín y máx (incluidos)</translation>
    </message>
    <message>
        <source>this character</source>
        <translation>este personaje</translation>
    </message>
    <message>
        <source>{who} is not {state}</source>
        <translation>{who} no está {state}</translation>
    </message>
    <message>
        <source>{condition} does not hold ({key} is {value})</source>
        <translation>{condition} no se cumple ({key} es {value})</translation>
    </message>
    <message>
        <source>{condition} does not hold</source>
        <translation>{condition} no se cumple</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Clase</translation>
    </message>
    <message>
        <source>Subclass</source>
        <translation>Subclase</translation>
    </message>
    <message>
        <source>Ancestry</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Trasfondo</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Rasgos</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Conjuros</translation>
    </message>
    <message>
        <source>Boons</source>
        <translation>Dones</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Pools without a rule</source>
        <translation>Reservas sin regla</translation>
    </message>
    <message>
        <source>{pool}: {count} of {most}, faces {faces}</source>
        <translation>{pool}: {count} de {most}, caras {faces}</translation>
    </message>
    <message>
        <source>{pool}: {count} of {most}</source>
        <translation>{pool}: {count} de {most}</translation>
    </message>
    <message>
        <source>{pool} (inactive: {why})</source>
        <translation>{pool} (inactiva: {why})</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>cuerpo a cuerpo</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>a distancia</translation>
    </message>
    <message>
        <source>equipped</source>
        <translation>equipado</translation>
    </message>
    <message>
        <source>not equipped</source>
        <translation>no equipado</translation>
    </message>
    <message>
        <source>cannot be cast now: {why}</source>
        <translation>no se puede lanzar ahora: {why}</translation>
    </message>
    <message>
        <source>cannot be used now: {why}</source>
        <translation>no se puede usar ahora: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>{bonus} to its max from level-up (right-click to change)</source>
        <translation>{bonus} a su máximo por subida de nivel (clic derecho para cambiar)</translation>
    </message>
    <message>
        <source>No recovery configured</source>
        <translation>Sin recuperación configurada</translation>
    </message>
    <message>
        <source>Saved pools no rule defines</source>
        <translation>Reservas guardadas que ninguna regla define</translation>
    </message>
    <message>
        <source>kept until you clean them up</source>
        <translation>se conservan hasta que las limpies</translation>
    </message>
    <message>
        <source>tier {tier} is above your highest unlocked spell tier ({highest}); it casts with a warning</source>
        <translation>el nivel {tier} está por encima de tu nivel de conjuro desbloqueado más alto ({highest}); se lanza con una advertencia</translation>
    </message>
    <message>
        <source>none: not a caster</source>
        <translation>ninguno: no es lanzador de conjuros</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>ataque</translation>
    </message>
    <message>
        <source>inactive: {why}</source>
        <translation>inactiva: {why}</translation>
    </message>
    <message>
        <source>{bonus} from level-up</source>
        <translation>{bonus} por subida de nivel</translation>
    </message>
    <message>
        <source>All armor</source>
        <translation>Todas las armaduras</translation>
    </message>
    <message>
        <source>every armor</source>
        <translation>todas las armaduras</translation>
    </message>
    <message>
        <source>All languages</source>
        <translation>Todos los idiomas</translation>
    </message>
    <message>
        <source>every language</source>
        <translation>todos los idiomas</translation>
    </message>
    <message>
        <source>lets Unarmed Strike crit (character.md §11.3)</source>
        <translation>permite que el Ataque sin armas haga crítico (character.md §11.3)</translation>
    </message>
    <message>
        <source>{item} needs it to crit</source>
        <translation>{item} la necesita para hacer crítico</translation>
    </message>
    <message>
        <source>the character has it already</source>
        <translation>el personaje ya la tiene</translation>
    </message>
    <message>
        <source>granted by {item}</source>
        <translation>otorgado por {item}</translation>
    </message>
    <message>
        <source>Then: {changes}</source>
        <translation>Después: {changes}</translation>
    </message>
    <message>
        <source>it is switched off</source>
        <translation>está desactivada</translation>
    </message>
    <message>
        <source>it does not apply now</source>
        <translation>no se aplica ahora</translation>
    </message>
    <message>
        <source>If it applied (now {why}):</source>
        <translation>Si se aplicara (ahora {why}):</translation>
    </message>
    <message>
        <source>On {character}:</source>
        <translation>En {character}:</translation>
    </message>
    <message>
        <source>no change now</source>
        <translation>sin cambios por ahora</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Idiomas</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Max HP</source>
        <translation>PG máx.</translation>
    </message>
    <message>
        <source>Max wounds</source>
        <translation>Heridas máx.</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniciativa</translation>
    </message>
    <message>
        <source>Actions while Dying</source>
        <translation>Acciones como Moribundo</translation>
    </message>
    <message>
        <source>Walk speed</source>
        <translation>Velocidad al caminar</translation>
    </message>
    <message>
        <source>Fly speed</source>
        <translation>Velocidad de vuelo</translation>
    </message>
    <message>
        <source>Climb speed</source>
        <translation>Velocidad de escalada</translation>
    </message>
    <message>
        <source>Swim speed</source>
        <translation>Velocidad de nado</translation>
    </message>
    <message>
        <source>Burrow speed</source>
        <translation>Velocidad de excavación</translation>
    </message>
    <message>
        <source>{stat} save</source>
        <translation>Salvación de {stat}</translation>
    </message>
    <message>
        <source>{skill} checks</source>
        <translation>Pruebas de {skill}</translation>
    </message>
    <message>
        <source>{stat} saves</source>
        <translation>Salvaciones de {stat}</translation>
    </message>
    <message>
        <source>{mode} speed</source>
        <translation>Velocidad {mode}</translation>
    </message>
    <message>
        <source>{kind} + {gained} (now {all})</source>
        <translation>{kind} + {gained} (ahora {all})</translation>
    </message>
    <message>
        <source>{kind} + {gained}</source>
        <translation>{kind} + {gained}</translation>
    </message>
    <message>
        <source>{kind}: {known} known already (no change)</source>
        <translation>{kind}: {known} ya adquirido (sin cambios)</translation>
    </message>
    <message>
        <source>Unarmed Strike {before} → {after}</source>
        <translation>Ataque sin armas {before} → {after}</translation>
    </message>
    <message>
        <source>{attack}: {damage} + {bonus} on a hit</source>
        <translation>{attack}: {damage} + {bonus} al impactar</translation>
    </message>
    <message>
        <source>advantage +{count}</source>
        <translation>ventaja +{count}</translation>
    </message>
    <message>
        <source>+{bonus} damage</source>
        <translation>+{bonus} de daño</translation>
    </message>
    <message>
        <source>{attacks}: the player may pick {choices}</source>
        <translation>{attacks}: el jugador puede elegir {choices}</translation>
    </message>
    <message>
        <source>A {damage}-damage hit ({kind})</source>
        <translation>Un impacto de {damage} de daño ({kind})</translation>
    </message>
    <message>
        <source>A {damage}-damage hit</source>
        <translation>Un impacto de {damage} de daño</translation>
    </message>
    <message>
        <source>{hit}: {error}</source>
        <translation>{hit}: {error}</translation>
    </message>
    <message>
        <source>{hit}: {before} → {after} taken</source>
        <translation>{hit}: {before} → {after} recibidos</translation>
    </message>
    <message>
        <source>The attack misses</source>
        <translation>El ataque falla</translation>
    </message>
    <message>
        <source>{effect} (when the player says it applies)</source>
        <translation>{effect} (cuando el jugador indica que se aplica)</translation>
    </message>
    <message>
        <source>Potion healing {before} → {after}</source>
        <translation>Curación de poción {before} → {after}</translation>
    </message>
    <message>
        <source>Each hit die in a field rest: {before} → {after} (when the player confirms: {condition})</source>
        <translation>Cada dado de golpe en un descanso al raso: {before} → {after} (cuando el jugador confirma: {condition})</translation>
    </message>
    <message>
        <source>Each hit die in a field rest: {before} → {after}</source>
        <translation>Cada dado de golpe en un descanso al raso: {before} → {after}</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dado</translation>
    </message>
    <message>
        <source>best of {count}</source>
        <translation>el mejor de {count}</translation>
    </message>
    <message>
        <source>Hit dice in a field rest: rolled → their top face ({sizes})</source>
        <translation>Dados de golpe en un descanso al raso: tirados → su cara máxima ({sizes})</translation>
    </message>
    <message>
        <source>character scope</source>
        <translation>alcance de personaje</translation>
    </message>
    <message>
        <source>item scope</source>
        <translation>alcance de objeto</translation>
    </message>
    <message>
        <source>charge pool</source>
        <translation>reserva de cargas</translation>
    </message>
    <message>
        <source>dice pool</source>
        <translation>reserva de dados</translation>
    </message>
    <message>
        <source>{kind} pool</source>
        <translation>reserva de {kind}</translation>
    </message>
    <message>
        <source>used from here</source>
        <translation>usada desde aquí</translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n acción</numerusform>
            <numerusform>%n acciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Option {number}</source>
        <translation>Opción {number}</translation>
    </message>
    <message>
        <source>no upcast effect for {count} more mana</source>
        <translation>sin efecto de potenciado por {count} de maná más</translation>
    </message>
    <message>
        <source>{effects} for {count} more mana (damage {damage})</source>
        <translation>{effects} por {count} de maná más (daño {damage})</translation>
    </message>
    <message>
        <source>{effects} for {count} more mana</source>
        <translation>{effects} por {count} de maná más</translation>
    </message>
    <message>
        <source>Concentration: you hold it until you stop or a critical hit breaks it</source>
        <translation>Concentración: lo mantienes hasta que pares o un golpe crítico lo rompa</translation>
    </message>
    <message>
        <source>Concentration: ends your concentration on {spell}</source>
        <translation>Concentración: termina tu concentración en {spell}</translation>
    </message>
    <message>
        <source>You cannot see. Your attacks have disadvantage; attacks against you have advantage.</source>
        <translation>No puedes ver. Tus ataques tienen desventaja; los ataques contra ti tienen ventaja.</translation>
    </message>
    <message>
        <source>Charged with energy (a tag your features may test).</source>
        <translation>Cargado de energía (una etiqueta que tus rasgos pueden comprobar).</translation>
    </message>
    <message>
        <source>You cannot attack the one who charmed you (a tag: the GM rules it).</source>
        <translation>No puedes atacar a quien te hechizó (una etiqueta: el DJ decide).</translation>
    </message>
    <message>
        <source>You hold a spell. One at a time; a critical hit against you asks for a DC 10 Strength save, and failing it ends the spell. Dying ends it too.</source>
        <translation>Mantienes un conjuro. Uno a la vez; un golpe crítico contra ti pide una salvación de Fuerza CD 10, y fallarla termina el conjuro. Estar Moribundo también lo termina.</translation>
    </message>
    <message>
        <source>You act erratically (a tag: the GM rules it).</source>
        <translation>Actúas de forma errática (una etiqueta: el DJ decide).</translation>
    </message>
    <message>
        <source>You lose 1 action when it is applied in an encounter; you are Hampered.</source>
        <translation>Pierdes 1 acción cuando se aplica en un encuentro; estás Entorpecido.</translation>
    </message>
    <message>
        <source>No actions; items cannot be used and spells cannot be cast.</source>
        <translation>Sin acciones; no se pueden usar objetos ni lanzar conjuros.</translation>
    </message>
    <message>
        <source>Your attacks have disadvantage; it ends after your next attack or with the encounter.</source>
        <translation>Tus ataques tienen desventaja; termina tras tu próximo ataque o con el encuentro.</translation>
    </message>
    <message>
        <source>Your attention is elsewhere (a tag your features may test).</source>
        <translation>Tu atención está en otra parte (una etiqueta que tus rasgos pueden comprobar).</translation>
    </message>
    <message>
        <source>At 0 HP. A hit adds 2 wounds (3 on a critical); you have at most your Dying action limit of actions; attacking or casting asks for a DC 10 Strength save. Healing above 0 ends it.</source>
        <translation>A 0 PG. Un impacto añade 2 heridas (3 con un crítico); tienes como máximo tu límite de acciones como Moribundo; atacar o lanzar un conjuro pide una salvación de Fuerza CD 10. Curarte por encima de 0 lo termina.</translation>
    </message>
    <message>
        <source>Every d20 check, save, initiative and attack you make has disadvantage, unless the roll says Frightened does not apply.</source>
        <translation>Cada prueba d20, salvación, iniciativa y ataque que haces tiene desventaja, salvo que la tirada indique que Asustado no se aplica.</translation>
    </message>
    <message>
        <source>Your speed is 0 and attacks against you have advantage; you are Hampered (and Restrained).</source>
        <translation>Tu velocidad es 0 y los ataques contra ti tienen ventaja; estás Entorpecido (y Retenido).</translation>
    </message>
    <message>
        <source>Hampered by another condition, or set by hand; it has no effect of its own.</source>
        <translation>Entorpecido por otro estado, o activado a mano; no tiene ningún efecto propio.</translation>
    </message>
    <message>
        <source>No actions: the refill gives none and reactions are refused; attacks against you have advantage and a melee hit on you is a critical.</source>
        <translation>Sin acciones: la recarga no da ninguna y las reacciones se rechazan; los ataques contra ti tienen ventaja y un impacto cuerpo a cuerpo contra ti es un crítico.</translation>
    </message>
    <message>
        <source>Your attacks have advantage; attacks against you have disadvantage.</source>
        <translation>Tus ataques tienen ventaja; los ataques contra ti tienen desventaja.</translation>
    </message>
    <message>
        <source>Fighting on at the brink (a tag your features may test).</source>
        <translation>Luchas al borde del abismo (una etiqueta que tus rasgos pueden comprobar).</translation>
    </message>
    <message>
        <source>Marked by an enemy or an ally (a tag your features may test).</source>
        <translation>Marcado por un enemigo o un aliado (una etiqueta que tus rasgos pueden comprobar).</translation>
    </message>
    <message>
        <source>You cannot move or act: Incapacitated.</source>
        <translation>No puedes moverte ni actuar: Incapacitado.</translation>
    </message>
    <message>
        <source>Turned to stone: Incapacitated.</source>
        <translation>Convertido en piedra: Incapacitado.</translation>
    </message>
    <message>
        <source>Every d20 check, save, initiative and attack you make has disadvantage.</source>
        <translation>Cada prueba d20, salvación, iniciativa y ataque que haces tiene desventaja.</translation>
    </message>
    <message>
        <source>Your attacks have disadvantage; melee attacks against you have advantage, ranged ones disadvantage; you are Hampered.</source>
        <translation>Tus ataques tienen desventaja; los ataques cuerpo a cuerpo contra ti tienen ventaja, los a distancia desventaja; estás Entorpecido.</translation>
    </message>
    <message>
        <source>Your speed is 0 and attacks against you have advantage; you are Hampered (and Grappled).</source>
        <translation>Tu velocidad es 0 y los ataques contra ti tienen ventaja; estás Entorpecido (y Apresado).</translation>
    </message>
    <message>
        <source>Mounted (a tag your features may test).</source>
        <translation>Montado (una etiqueta que tus rasgos pueden comprobar).</translation>
    </message>
    <message>
        <source>You cannot cast spells.</source>
        <translation>No puedes lanzar conjuros.</translation>
    </message>
    <message>
        <source>Your speed is halved until the end of your next turn; you are Hampered.</source>
        <translation>Tu velocidad se reduce a la mitad hasta el final de tu próximo turno; estás Entorpecido.</translation>
    </message>
    <message>
        <source>Burning (a tag: the GM rules the damage).</source>
        <translation>En llamas (una etiqueta: el DJ decide el daño).</translation>
    </message>
    <message>
        <source>You cannot act: Incapacitated.</source>
        <translation>No puedes actuar: Incapacitado.</translation>
    </message>
    <message>
        <source>Your attacks have disadvantage, unless the roll says Taunted does not apply.</source>
        <translation>Tus ataques tienen desventaja, salvo que la tirada indique que Provocado no se aplica.</translation>
    </message>
    <message>
        <source>Out cold: Incapacitated.</source>
        <translation>Sin sentido: Incapacitado.</translation>
    </message>
    <message>
        <source>ends after your next attack</source>
        <translation>termina tras tu próximo ataque</translation>
    </message>
    <message>
        <source>ends after {count} more of your attacks</source>
        <translation>termina tras {count} ataques más tuyos</translation>
    </message>
    <message>
        <source>ends at the end of this turn</source>
        <translation>termina al final de este turno</translation>
    </message>
    <message>
        <source>ends after your next turn</source>
        <translation>termina tras tu próximo turno</translation>
    </message>
    <message>
        <source>ends after {count} more of your turns</source>
        <translation>termina tras {count} turnos más tuyos</translation>
    </message>
    <message>
        <source>Concentrating on {spell}</source>
        <translation>Concentrado en {spell}</translation>
    </message>
    <message>
        <source>another condition</source>
        <translation>otro estado</translation>
    </message>
    <message>
        <source>It goes when {causes} ends; it cannot be removed on its own.</source>
        <translation>Desaparece cuando termina {causes}; no se puede quitar por sí solo.</translation>
    </message>
    <message>
        <source>It goes when {causes} end; it cannot be removed on its own.</source>
        <translation>Desaparece cuando terminan {causes}; no se puede quitar por sí solo.</translation>
    </message>
    <message>
        <source>{condition} (from {causes}): {description}</source>
        <translation>{condition} (por {causes}): {description}</translation>
    </message>
    <message>
        <source>on {spell}</source>
        <translation>en {spell}</translation>
    </message>
    <message>
        <source>{condition}: {description}</source>
        <translation>{condition}: {description}</translation>
    </message>
    <message>
        <source>Click × (or press Delete) to remove it.</source>
        <translation>Haz clic en × (o pulsa Delete) para quitarlo.</translation>
    </message>
    <message>
        <source>immune ({sources})</source>
        <translation>inmune ({sources})</translation>
    </message>
    <message>
        <source>of your turns: it ends at the end of your turn, that many times from now</source>
        <translation>de tus turnos: termina al final de tu turno, ese número de veces a partir de ahora</translation>
    </message>
    <message>
        <source>rounds: one of your turns each, so it ends at the end of your turn that many times from now</source>
        <translation>asaltos: uno de tus turnos cada uno, así que termina al final de tu turno ese número de veces a partir de ahora</translation>
    </message>
    <message>
        <source>of your attacks: it ends after that many of your own attacks</source>
        <translation>de tus ataques: termina tras ese número de tus propios ataques</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>asaltos</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>hasta que se quite</translation>
    </message>
    <message>
        <source>Slowed and Despair: their own length</source>
        <translation>Ralentizado y Desesperado: su propia duración</translation>
    </message>
    <message>
        <source>Actions: {most} a turn, tracked only in an encounter (Play ▸ Start encounter)</source>
        <translation>Acciones: {most} por turno, solo se controlan en un encuentro (Juego ▸ Iniciar encuentro)</translation>
    </message>
    <message>
        <source>Actions: {current} of {most} left, +{extra} extra (spent first)</source>
        <translation>Acciones: quedan {current} de {most}, +{extra} adicionales (se gastan primero)</translation>
    </message>
    <message>
        <source>Actions: {current} of {most} left</source>
        <translation>Acciones: quedan {current} de {most}</translation>
    </message>
    <message>
        <source>{actions}; next turn {delta}</source>
        <translation>{actions}; próximo turno {delta}</translation>
    </message>
    <message>
        <source>They refill at the end of your turn. Click a pip or press Space to spend one action.</source>
        <translation>Se recargan al final de tu turno. Haz clic en un punto o pulsa Space para gastar una acción.</translation>
    </message>
    <message>
        <source>reduce an attack&apos;s damage by your Armor (opens Attacked… with Defend ticked)</source>
        <translation>reducir el daño de un ataque en tu Armadura (abre Atacado… con Defender marcado)</translation>
    </message>
    <message>
        <source>step in front of an ally&apos;s attack</source>
        <translation>ponerse delante del ataque contra un aliado</translation>
    </message>
    <message>
        <source>strike a foe leaving your reach</source>
        <translation>golpear a un enemigo que sale de tu alcance</translation>
    </message>
    <message>
        <source>give an ally&apos;s roll advantage</source>
        <translation>dar ventaja a la tirada de un aliado</translation>
    </message>
    <message>
        <source>{reaction}: {help}; once a round, not on your turn.</source>
        <translation>{reaction}: {help}; una vez por asalto, no en tu turno.</translation>
    </message>
    <message>
        <source>Not now: {why}</source>
        <translation>Ahora no: {why}</translation>
    </message>
    <message>
        <source>{cost}{changed} ({left})</source>
        <translation>{cost}{changed} ({left})</translation>
    </message>
    <message>
        <source>Costs {cost}</source>
        <translation>Cuesta {cost}</translation>
    </message>
    <message>
        <source>defended</source>
        <translation>defendido</translation>
    </message>
    <message>
        <source>concentration save passed</source>
        <translation>salvación de concentración superada</translation>
    </message>
    <message>
        <source>concentration save failed</source>
        <translation>salvación de concentración fallida</translation>
    </message>
    <message>
        <source>reduces the damage by Armor {armor}</source>
        <translation>reduce el daño en Armadura {armor}</translation>
    </message>
    <message>
        <source>a spell</source>
        <translation>un conjuro</translation>
    </message>
    <message>
        <source>Concentrating on {spell}: a critical hit asks for a DC 10 Strength save; failing it ends {spell}.</source>
        <translation>Concentrado en {spell}: un golpe crítico pide una salvación de Fuerza CD 10; fallarla termina {spell}.</translation>
    </message>
</context>
</TS>
