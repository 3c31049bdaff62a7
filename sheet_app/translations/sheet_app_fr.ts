<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Board</name>
    <message>
        <source>connected</source>
        <translation>connectée</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>reconnexion…</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusée</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>connexion…</translation>
    </message>
    <message>
        <source>Party board — sheet-app</source>
        <translation>Tableau du groupe — sheet-app</translation>
    </message>
    <message>
        <source>Initiative order</source>
        <translation>Ordre d&apos;initiative</translation>
    </message>
    <message>
        <source>Who holds the seats</source>
        <translation>Qui occupe les places</translation>
    </message>
    <message>
        <source>Nobody has joined yet: give the players the address and the code.</source>
        <translation>Personne n&apos;a encore rejoint la table : donnez l&apos;adresse et le code aux joueurs.</translation>
    </message>
    <message>
        <source>The table&apos;s address and code</source>
        <translation>L&apos;adresse et le code de la table</translation>
    </message>
    <message>
        <source>&amp;Copy code</source>
        <translation>&amp;Copier le code</translation>
    </message>
    <message>
        <source>Copy the table&apos;s code to the clipboard, to send it to the players</source>
        <translation>Copier le code de la table dans le presse-papiers, pour l&apos;envoyer aux joueurs</translation>
    </message>
    <message>
        <source>No encounter</source>
        <translation>Aucune rencontre</translation>
    </message>
    <message>
        <source>{request} for everyone at the table</source>
        <translation>{request} pour toute la table</translation>
    </message>
    <message>
        <source>Next &amp;turn</source>
        <translation>&amp;Tour suivant</translation>
    </message>
    <message>
        <source>Mark the next character in the initiative order as the one whose turn it is</source>
        <translation>Marquer le personnage suivant dans l&apos;ordre d&apos;initiative comme celui dont c&apos;est le tour</translation>
    </message>
    <message>
        <source>Table at &lt;b&gt;{address}&lt;/b&gt; — code &lt;b&gt;{code}&lt;/b&gt;</source>
        <translation>Table à &lt;b&gt;{address}&lt;/b&gt; — code &lt;b&gt;{code}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Encounter: round {round}</source>
        <translation>Rencontre : round {round}</translation>
    </message>
    <message>
        <source>(nothing shared yet)</source>
        <translation>(rien de partagé pour l&apos;instant)</translation>
    </message>
    <message>
        <source>Initiative: the order shows once an encounter starts</source>
        <translation>Initiative : l&apos;ordre s&apos;affiche dès qu&apos;une rencontre commence</translation>
    </message>
    <message>
        <source>everyone has had a turn: Next round</source>
        <translation>tout le monde a joué son tour : Round suivant</translation>
    </message>
    <message>
        <source>Seats: {taken} of {most} taken, up to {each} a player</source>
        <translation>Places : {taken} sur {most} occupées, jusqu&apos;à {each} par joueur</translation>
    </message>
    <message>
        <source>unnamed</source>
        <comment>a player who gave no name</comment>
        <translation>sans nom</translation>
    </message>
    <message>
        <source>an unnamed player</source>
        <translation>un joueur sans nom</translation>
    </message>
    <message>
        <source>this character</source>
        <translation>ce personnage</translation>
    </message>
    <message>
        <source>{request} {character}</source>
        <translation>{request} : {character}</translation>
    </message>
    <message>
        <source>Give item</source>
        <translation>Donner un objet</translation>
    </message>
    <message>
        <source>Give which item from your item library?</source>
        <translation>Quel objet de votre bibliothèque d&apos;objets donner ?</translation>
    </message>
    <message>
        <source>Items in the item library</source>
        <translation>Objets de la bibliothèque d&apos;objets</translation>
    </message>
    <message>
        <source>The item library is empty (File ▸ Item library… adds items)</source>
        <translation>La bibliothèque d&apos;objets est vide (Fichier ▸ Bibliothèque d&apos;objets… ajoute des objets)</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Donner</translation>
    </message>
    <message>
        <source>Remove from the table</source>
        <translation>Retirer de la table</translation>
    </message>
    <message>
        <source>Remove {character} (shared by {player}, player {id}) from the table?</source>
        <translation>Retirer {character} (partagé par {player}, joueur {id}) de la table ?</translation>
    </message>
    <message>
        <source>The card and what the table stored of it are deleted, and the host refuses this character from that player from now on, after a restart too. Their own sheet is not touched.</source>
        <translation>La carte et ce que la table en a stocké sont supprimés, et l&apos;hôte refuse désormais ce personnage venant de ce joueur, même après un redémarrage. Sa propre fiche n&apos;est pas modifiée.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>played by {player}</source>
        <translation>joué par {player}</translation>
    </message>
    <message>
        <source>played by an unnamed player</source>
        <translation>joué par un joueur sans nom</translation>
    </message>
    <message>
        <source>{who} · player {id}</source>
        <translation>{who} · joueur {id}</translation>
    </message>
    <message>
        <source>Requests waiting for this player</source>
        <translation>Demandes en attente pour ce joueur</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Conditions, actions, mana and spells</source>
        <translation>Conditions, actions, mana et sorts</translation>
    </message>
    <message>
        <source>Armor and the last roll</source>
        <translation>Armure et dernier jet</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Retirer…</translation>
    </message>
    <message>
        <source>Remove this character from the table: its player can no longer share it here</source>
        <translation>Retirer ce personnage de la table : son joueur ne pourra plus le partager ici</translation>
    </message>
    <message>
        <source>Remove this character from the table</source>
        <translation>Retirer ce personnage de la table</translation>
    </message>
    <message>
        <source>{request}…</source>
        <translation>{request}…</translation>
    </message>
    <message>
        <source>{request} this character</source>
        <translation>{request} : ce personnage</translation>
    </message>
    <message numerus="yes">
        <source>● %n requests waiting for the player</source>
        <translation>
            <numerusform>● %n demande en attente pour le joueur</numerusform>
            <numerusform>● %n demandes en attente pour le joueur</numerusform>
        </translation>
    </message>
    <message>
        <source>● online</source>
        <translation>● en ligne</translation>
    </message>
    <message>
        <source>○ offline</source>
        <translation>○ hors ligne</translation>
    </message>
    <message>
        <source>Player id {id} (the hash of the key their app joined with)</source>
        <translation>Identifiant du joueur {id} (le hachage de la clé avec laquelle son application a rejoint la table)</translation>
    </message>
    <message>
        <source>No log lines yet</source>
        <translation>Aucune ligne de journal pour l&apos;instant</translation>
    </message>
    <message>
        <source>Unreadable character</source>
        <translation>Personnage illisible</translation>
    </message>
    <message>
        <source>the shared character is damaged: {error}</source>
        <translation>le personnage partagé est endommagé : {error}</translation>
    </message>
    <message>
        <source>Wounds {current}/{most}</source>
        <translation>Blessures {current}/{most}</translation>
    </message>
    <message>
        <source>Bank {bank}</source>
        <translation>En réserve {bank}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <source>States: {states}</source>
        <translation>États : {states}</translation>
    </message>
    <message>
        <source>{condition} (has it)</source>
        <translation>{condition} (déjà présente)</translation>
    </message>
    <message>
        <source>&amp;Condition</source>
        <translation>&amp;Condition</translation>
    </message>
    <message>
        <source>&amp;Apply it</source>
        <translation>&amp;L&apos;appliquer</translation>
    </message>
    <message>
        <source>&amp;Remove it</source>
        <translation>La &amp;retirer</translation>
    </message>
    <message>
        <source>its own timer</source>
        <translation>son propre minuteur</translation>
    </message>
    <message>
        <source> turns</source>
        <comment>after a number of turns in a spin box</comment>
        <translation> tours</translation>
    </message>
    <message>
        <source>For how many of their turns (0: the condition&apos;s own timer)</source>
        <translation>Pendant combien de ses tours (0 : le minuteur propre à la condition)</translation>
    </message>
    <message>
        <source>&amp;For</source>
        <translation>&amp;Pendant</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Removed at once, its timer with it.</source>
        <translation>Retirée immédiatement, avec son minuteur.</translation>
    </message>
    <message numerus="yes">
        <source>Ends after %n of their turns (each End turn counts one); the encounter&apos;s end clears it.</source>
        <translation>
            <numerusform>Se termine après %n de ses tours (chaque Fin de tour compte pour un) ; la fin de la rencontre l&apos;efface.</numerusform>
            <numerusform>Se termine après %n de ses tours (chaque Fin de tour compte pour un) ; la fin de la rencontre l&apos;efface.</numerusform>
        </translation>
    </message>
    <message>
        <source>left</source>
        <translation>quittée</translation>
    </message>
    <message>
        <source>Table: {state}</source>
        <translation>Table : {state}</translation>
    </message>
    <message>
        <source>Table connection</source>
        <translation>Connexion à la table</translation>
    </message>
    <message>
        <source>Who is at the table</source>
        <translation>Qui est à la table</translation>
    </message>
    <message>
        <source>The GM&apos;s requests</source>
        <translation>Les demandes du MJ</translation>
    </message>
    <message>
        <source>A character</source>
        <translation>Un personnage</translation>
    </message>
    <message>
        <source>The table refused this app: {reason}</source>
        <translation>La table a refusé cette application : {reason}</translation>
    </message>
    <message>
        <source>wrong code?</source>
        <translation>code erroné ?</translation>
    </message>
    <message>
        <source>Not at a table</source>
        <translation>Aucune table</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>la table</translation>
    </message>
    <message>
        <source>Resume hosting</source>
        <translation>Reprendre l&apos;hébergement</translation>
    </message>
    <message>
        <source>Resume hosting {table}?</source>
        <translation>Reprendre l&apos;hébergement de {table} ?</translation>
    </message>
    <message>
        <source>The party board comes back at {address} with its cards and the same code.</source>
        <translation>Le tableau du groupe revient à {address} avec ses cartes et le même code.</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Cannot host a table on {address}:{port}: {error}</source>
        <translation>Impossible d&apos;héberger une table sur {address}:{port} : {error}</translation>
    </message>
    <message>
        <source>Hosting a table at {address}, code {code}</source>
        <translation>Table hébergée à {address}, code {code}</translation>
    </message>
    <message>
        <source>The table is {problem}: players type the address.</source>
        <translation>Table : {problem} ; les joueurs saisissent l&apos;adresse.</translation>
    </message>
    <message>
        <source>Not hosting a table: Table ▸ Host a table… opens the party board.</source>
        <translation>Aucune table hébergée : Table ▸ Héberger une table… ouvre le tableau du groupe.</translation>
    </message>
    <message>
        <source>The request was not sent: {error}</source>
        <translation>La demande n&apos;a pas été envoyée : {error}</translation>
    </message>
    <message>
        <source>Only a character saved in the library can join a table.</source>
        <translation>Seul un personnage enregistré dans la bibliothèque peut rejoindre une table.</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Héberger une table</translation>
    </message>
    <message>
        <source>Players on this network join with the address and the code shown next.</source>
        <translation>Les joueurs de ce réseau rejoignent la table avec l&apos;adresse et le code affichés ensuite.</translation>
    </message>
    <message>
        <source>Address to listen on</source>
        <translation>Adresse d&apos;écoute</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Host</source>
        <comment>the button that hosts a table</comment>
        <translation>Héberger</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Tables trouvées sur ce réseau</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Recherche de tables sur ce réseau…</translation>
    </message>
    <message>
        <source>Tables found</source>
        <translation>Tables trouvées</translation>
    </message>
    <message>
        <source>The table&apos;s address (host:port)</source>
        <translation>L&apos;adresse de la table (hôte:port)</translation>
    </message>
    <message>
        <source>the code the GM shows</source>
        <translation>le code affiché par le MJ</translation>
    </message>
    <message>
        <source>The table&apos;s code</source>
        <translation>Le code de la table</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Votre nom à la table</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>The character to share</source>
        <translation>Le personnage à partager</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Partager</translation>
    </message>
    <message>
        <source>Joining</source>
        <translation>Connexion en cours</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Cannot look for tables here ({error}); type the address</source>
        <translation>Impossible de rechercher des tables ici ({error}) ; saisissez l&apos;adresse</translation>
    </message>
    <message>
        <source>No table found yet: type the address the GM gives</source>
        <translation>Aucune table trouvée pour l&apos;instant : saisissez l&apos;adresse donnée par le MJ</translation>
    </message>
    <message>
        <source>Joining…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>The table refused: {reason}. Check the code and join again.</source>
        <translation>La table a refusé : {reason}. Vérifiez le code et rejoignez-la à nouveau.</translation>
    </message>
    <message>
        <source>wrong table code?</source>
        <translation>code de table erroné ?</translation>
    </message>
    <message>
        <source>Cannot reach the table yet ({reason}); still trying. Check the address, or Cancel.</source>
        <translation>Impossible de joindre la table pour l&apos;instant ({reason}) ; nouvelle tentative en cours. Vérifiez l&apos;adresse, ou Annuler.</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>Lost the table ({reason}); still trying.</source>
        <translation>Table perdue ({reason}) ; nouvelle tentative en cours.</translation>
    </message>
    <message>
        <source>An item from the GM</source>
        <translation>Un objet du MJ</translation>
    </message>
    <message>
        <source>The GM gives you {item}.</source>
        <translation>Le MJ vous donne {item}.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>that character</source>
        <translation>ce personnage</translation>
    </message>
    <message>
        <source>{shared} stops being shared at the table; {name} is shared instead.</source>
        <translation>{shared} n&apos;est plus partagé à la table ; {name} est partagé à sa place.</translation>
    </message>
    <message>
        <source>The window switches from {now} to {name}; {shared} stops being shared.</source>
        <translation>La fenêtre passe de {now} à {name} ; {shared} n&apos;est plus partagé.</translation>
    </message>
    <message>
        <source>The window switches from {now} to {name}; {now} stays in your library.</source>
        <translation>La fenêtre passe de {now} à {name} ; {now} reste dans votre bibliothèque.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Share another character</source>
        <translation>Partager un autre personnage</translation>
    </message>
    <message>
        <source>Share {name} at the table?</source>
        <translation>Partager {name} à la table ?</translation>
    </message>
    <message>
        <source>Switch and join</source>
        <translation>Changer et rejoindre</translation>
    </message>
    <message>
        <source>The character last shared at a table is no longer in the library: Table ▸ Join a table… shares another.</source>
        <translation>Le dernier personnage partagé à une table n&apos;est plus dans la bibliothèque : Table ▸ Rejoindre une table… permet d&apos;en partager un autre.</translation>
    </message>
    <message>
        <source>Re-join the table at {url} with {name}?</source>
        <translation>Rejoindre de nouveau la table à {url} avec {name} ?</translation>
    </message>
    <message>
        <source>Re-join the table</source>
        <translation>Rejoindre de nouveau la table</translation>
    </message>
    <message>
        <source>Re-join</source>
        <translation>Rejoindre de nouveau</translation>
    </message>
    <message>
        <source>Refused a request from the GM: {error}</source>
        <translation>Demande du MJ refusée : {error}</translation>
    </message>
    <message>
        <source>Refused {who}&apos;s {request}: {reason}</source>
        <translation>Demande de {who} refusée ({request}) : {reason}</translation>
    </message>
    <message>
        <source>Attacked by {who}</source>
        <translation>Attaqué par {who}</translation>
    </message>
    <message>
        <source>Did not take the attack from {who} ({request})</source>
        <translation>Attaque de {who} non acceptée ({request})</translation>
    </message>
    <message>
        <source>Declined {item} from the GM</source>
        <translation>{item} du MJ refusé</translation>
    </message>
    <message>
        <source>No pools</source>
        <translation>Aucune réserve</translation>
    </message>
</context>
<context>
    <name>Builder</name>
    <message>
        <source>Applies when: the rules reference&apos;s “predicate” (a Condition). The rule works only while every row holds; empty means always.</source>
        <translation>S&apos;applique si : le « predicate » de la référence des règles (une condition). La règle ne fonctionne que tant que chaque ligne est vraie ; vide signifie toujours.</translation>
    </message>
    <message>
        <source>Advanced ▸</source>
        <translation>Avancé ▸</translation>
    </message>
    <message>
        <source>Applies when (the reference&apos;s “predicate”, a Condition), activation card</source>
        <translation>S&apos;applique si (le « predicate » de la référence, une condition), carte d&apos;activation</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>S&apos;applique si</translation>
    </message>
    <message>
        <source>Advanced ▾</source>
        <translation>Avancé ▾</translation>
    </message>
    <message>
        <source>   applies when {condition}</source>
        <translation>   s&apos;applique si {condition}</translation>
    </message>
    <message>
        <source>Edit condition</source>
        <translation>Modifier la condition</translation>
    </message>
    <message>
        <source>(invalid condition)</source>
        <translation>(condition non valide)</translation>
    </message>
    <message>
        <source>What this rule does to the character the builder is open on, worked out as the sheet will: the numbers without the rule → with it. A rule that does not apply now is shown as if it applied.</source>
        <translation>Ce que cette règle fait au personnage sur lequel le constructeur est ouvert, calculé comme le fera la fiche : les valeurs sans la règle → avec elle. Une règle qui ne s&apos;applique pas maintenant est montrée comme si elle s&apos;appliquait.</translation>
    </message>
    <message>
        <source>Preview: {effect}</source>
        <translation>Aperçu : {effect}</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>then {effects}</source>
        <translation>puis {effects}</translation>
    </message>
    <message>
        <source>Collapse this card</source>
        <translation>Replier cette carte</translation>
    </message>
    <message>
        <source>Collapse</source>
        <translation>Replier</translation>
    </message>
    <message>
        <source>{type} · not supported</source>
        <translation>{type} · non pris en charge</translation>
    </message>
    <message>
        <source>This app does not run this rule type; it keeps it exactly as it is.</source>
        <translation>Cette application n&apos;exécute pas ce type de règle ; elle la conserve telle quelle.</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorité</translation>
    </message>
    <message>
        <source>Application order: lower numbers apply first; the cards are sorted by it.</source>
        <translation>Ordre d&apos;application : les plus petits nombres s&apos;appliquent en premier ; les cartes sont triées selon celui-ci.</translation>
    </message>
    <message>
        <source>On</source>
        <comment>a rule card&apos;s check box: the rule is switched on</comment>
        <translation>Activée</translation>
    </message>
    <message>
        <source>Enabled: untick to switch this rule off without deleting it</source>
        <translation>Activée : décochez pour désactiver cette règle sans la supprimer</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activée</translation>
    </message>
    <message>
        <source>Show this rule as raw JSON</source>
        <translation>Afficher cette règle en JSON brut</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>JSON brut</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Duplicate this rule (Ctrl+D)</source>
        <translation>Dupliquer cette règle (Ctrl+D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete this rule (Ctrl+Shift+Delete; Ctrl+Z brings it back)</source>
        <translation>Supprimer cette règle (Ctrl+Shift+Delete ; Ctrl+Z la rétablit)</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Modifier le libellé</translation>
    </message>
    <message>
        <source>Change priority</source>
        <translation>Changer la priorité</translation>
    </message>
    <message>
        <source>Enable rule</source>
        <translation>Activer la règle</translation>
    </message>
    <message>
        <source>Disable rule</source>
        <translation>Désactiver la règle</translation>
    </message>
    <message>
        <source>Raw JSON text</source>
        <translation>Texte JSON brut</translation>
    </message>
    <message>
        <source>Apply JSON</source>
        <translation>Appliquer le JSON</translation>
    </message>
    <message>
        <source>Replace the rule with this JSON (Ctrl+Enter)</source>
        <translation>Remplacer la règle par ce JSON (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Discard the changes to the text</source>
        <translation>Abandonner les modifications du texte</translation>
    </message>
    <message>
        <source>Revert JSON</source>
        <translation>Restaurer le JSON</translation>
    </message>
    <message>
        <source>Must be a JSON object with a known &quot;type&quot;. Problems with the fields are allowed and shown on the card.</source>
        <translation>Doit être un objet JSON avec un &quot;type&quot; connu. Les problèmes dans les champs sont permis et affichés sur la carte.</translation>
    </message>
    <message>
        <source>This rule type is not supported: it is kept exactly as it is. You can delete it, but not edit it here.</source>
        <translation>Ce type de règle n&apos;est pas pris en charge : il est conservé tel quel. Vous pouvez le supprimer, mais pas le modifier ici.</translation>
    </message>
    <message>
        <source>{error}. Nothing was applied.</source>
        <translation>{error}. Rien n&apos;a été appliqué.</translation>
    </message>
    <message>
        <source>A rule must be a JSON object ({ … }). Nothing was applied.</source>
        <translation>Une règle doit être un objet JSON ({ … }). Rien n&apos;a été appliqué.</translation>
    </message>
    <message>
        <source>&quot;type&quot; must be one of {known} (got {got}). Nothing was applied.</source>
        <translation>&quot;type&quot; doit être l&apos;un de {known} (reçu : {got}). Rien n&apos;a été appliqué.</translation>
    </message>
    <message>
        <source>Not supported: this app keeps this rule exactly as it is and does not run it.</source>
        <translation>Non pris en charge : cette application conserve cette règle telle quelle et ne l&apos;exécute pas.</translation>
    </message>
    <message>
        <source>This rule is not running: {where}{error}</source>
        <translation>Cette règle ne s&apos;exécute pas : {where}{error}</translation>
    </message>
    <message>
        <source>Inactive now: {reason}.</source>
        <translation>Inactive pour l&apos;instant : {reason}.</translation>
    </message>
    <message>
        <source>Now {die} on this character: changed by {items}</source>
        <translation>Actuellement {die} sur ce personnage : modifié par {items}</translation>
    </message>
    <message>
        <source>Now {die} on this character</source>
        <translation>Actuellement {die} sur ce personnage</translation>
    </message>
    <message>
        <source>{label} ({type}) rule</source>
        <translation>Règle {label} ({type})</translation>
    </message>
    <message>
        <source>Expand this card</source>
        <translation>Déplier cette carte</translation>
    </message>
    <message>
        <source>Expand</source>
        <translation>Déplier</translation>
    </message>
    <message>
        <source>+ Add Rule</source>
        <translation>+ Ajouter une règle</translation>
    </message>
    <message>
        <source>Add a rule or a template (Ctrl+N)</source>
        <translation>Ajouter une règle ou un modèle (Ctrl+N)</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Ajouter une règle</translation>
    </message>
    <message>
        <source>× Close picker</source>
        <translation>× Fermer le sélecteur</translation>
    </message>
    <message>
        <source>Expand all</source>
        <translation>Tout déplier</translation>
    </message>
    <message>
        <source>Expand every card</source>
        <translation>Déplier toutes les cartes</translation>
    </message>
    <message>
        <source>Collapse all</source>
        <translation>Tout replier</translation>
    </message>
    <message>
        <source>Collapse every card</source>
        <translation>Replier toutes les cartes</translation>
    </message>
    <message>
        <source>Enable all</source>
        <translation>Tout activer</translation>
    </message>
    <message>
        <source>Switch every rule on</source>
        <translation>Activer toutes les règles</translation>
    </message>
    <message>
        <source>Disable all</source>
        <translation>Tout désactiver</translation>
    </message>
    <message>
        <source>Switch every rule off</source>
        <translation>Désactiver toutes les règles</translation>
    </message>
    <message>
        <source>Show or hide the list of problems</source>
        <translation>Afficher ou masquer la liste des problèmes</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>No rules yet. Click + Add Rule (Ctrl+N) to pick a type or a template.</source>
        <translation>Aucune règle pour l&apos;instant. Cliquez sur + Ajouter une règle (Ctrl+N) pour choisir un type ou un modèle.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo the last edit in this window (Ctrl+Z)</source>
        <translation>Annuler la dernière modification dans cette fenêtre (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rétablir (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close and discard every edit made in this window (Esc)</source>
        <translation>Fermer et abandonner toutes les modifications faites dans cette fenêtre (Esc)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Apply the edits to the sheet as one undoable action (Ctrl+Enter)</source>
        <translation>Appliquer les modifications à la fiche en une seule action annulable (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Duplicate rule</source>
        <translation>Dupliquer la règle</translation>
    </message>
    <message>
        <source>Delete rule</source>
        <translation>Supprimer la règle</translation>
    </message>
    <message>
        <source>Undo {action} (Ctrl+Z)</source>
        <translation>Annuler {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Redo {action} (Ctrl+Shift+Z)</source>
        <translation>Rétablir {action} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n règle</numerusform>
            <numerusform>%n règles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>● %n unsaved changes</source>
        <translation>
            <numerusform>● %n modification non enregistrée</numerusform>
            <numerusform>● %n modifications non enregistrées</numerusform>
        </translation>
    </message>
    <message>
        <source>OK (Ctrl+Enter) applies them to the sheet; Cancel (Esc) discards them</source>
        <translation>OK (Ctrl+Enter) les applique à la fiche ; Annuler (Esc) les abandonne</translation>
    </message>
    <message>
        <source>Discard changes?</source>
        <translation>Abandonner les modifications ?</translation>
    </message>
    <message numerus="yes">
        <source>Discard %n changes?</source>
        <translation>
            <numerusform>Abandonner %n modification ?</numerusform>
            <numerusform>Abandonner %n modifications ?</numerusform>
        </translation>
    </message>
    <message>
        <source>The edits to the rules of {item} made in this window are lost. OK (Ctrl+Enter) applies them to the sheet instead.</source>
        <translation>Les modifications des règles de {item} faites dans cette fenêtre seront perdues. OK (Ctrl+Enter) les applique plutôt à la fiche.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>Continuer à modifier</translation>
    </message>
    <message>
        <source>A card&apos;s raw JSON cannot be applied; fix or revert it first.</source>
        <translation>Le JSON brut d&apos;une carte ne peut pas être appliqué ; corrigez-le ou restaurez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>Could not apply the rules: {message}</source>
        <translation>Impossible d&apos;appliquer les règles : {message}</translation>
    </message>
    <message>
        <source>All of these (AND)</source>
        <translation>Toutes celles-ci (ET)</translation>
    </message>
    <message>
        <source>holds when every row inside holds</source>
        <translation>vraie quand chaque ligne à l&apos;intérieur est vraie</translation>
    </message>
    <message>
        <source>Any of these (OR)</source>
        <translation>L&apos;une de celles-ci (OU)</translation>
    </message>
    <message>
        <source>holds when at least one row inside holds</source>
        <translation>vraie quand au moins une ligne à l&apos;intérieur est vraie</translation>
    </message>
    <message>
        <source>Every row must hold. Leave empty to always apply.</source>
        <translation>Chaque ligne doit être vraie. Laissez vide pour toujours appliquer.</translation>
    </message>
    <message>
        <source>{name}: result</source>
        <translation>{name} : résultat</translation>
    </message>
    <message>
        <source>This condition is not an object, so it can only be edited in the card&apos;s raw JSON:
{json}</source>
        <translation>Cette condition n&apos;est pas un objet, elle ne peut donc être modifiée que dans le JSON brut de la carte :
{json}</translation>
    </message>
    <message>
        <source>  Incomplete rows are not saved yet.</source>
        <translation>  Les lignes incomplètes ne sont pas encore enregistrées.</translation>
    </message>
    <message>
        <source>No conditions: always applies.</source>
        <translation>Aucune condition : s&apos;applique toujours.</translation>
    </message>
    <message>
        <source>✗ Invalid condition: {problem}</source>
        <translation>✗ Condition non valide : {problem}</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
    <message>
        <source>✓ Matches this character now.</source>
        <translation>✓ Correspond à ce personnage maintenant.</translation>
    </message>
    <message>
        <source>Not now ({reason}).</source>
        <translation>Pas maintenant ({reason}).</translation>
    </message>
    <message>
        <source>Not now: does not match this character now.</source>
        <translation>Pas maintenant : ne correspond pas à ce personnage maintenant.</translation>
    </message>
    <message>
        <source>always</source>
        <comment>a condition that always holds</comment>
        <translation>toujours</translation>
    </message>
    <message>
        <source>invalid</source>
        <comment>a condition that cannot be read</comment>
        <translation>non valide</translation>
    </message>
    <message>
        <source>&lt;b&gt;NOT&lt;/b&gt; — holds when the rows inside do not all hold</source>
        <translation>&lt;b&gt;NON&lt;/b&gt; — vraie quand les lignes à l&apos;intérieur ne sont pas toutes vraies</translation>
    </message>
    <message>
        <source>{name}: group kind</source>
        <translation>{name} : type de groupe</translation>
    </message>
    <message>
        <source>&lt;b&gt;All of these (AND)&lt;/b&gt;</source>
        <translation>&lt;b&gt;Toutes celles-ci (ET)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Remove this group</source>
        <translation>Retirer ce groupe</translation>
    </message>
    <message>
        <source>{name}: remove group</source>
        <translation>{name} : retirer le groupe</translation>
    </message>
    <message>
        <source>+ Add condition</source>
        <translation>+ Ajouter une condition</translation>
    </message>
    <message>
        <source>Add a row to this group</source>
        <translation>Ajouter une ligne à ce groupe</translation>
    </message>
    <message>
        <source>{name}: add condition</source>
        <translation>{name} : ajouter une condition</translation>
    </message>
    <message>
        <source>+ Any of (OR)</source>
        <translation>+ L&apos;une de (OU)</translation>
    </message>
    <message>
        <source>Add a group that holds when any row in it holds</source>
        <translation>Ajouter un groupe vrai quand l&apos;une de ses lignes est vraie</translation>
    </message>
    <message>
        <source>+ All of (AND)</source>
        <translation>+ Toutes (ET)</translation>
    </message>
    <message>
        <source>Add a group that holds when every row holds</source>
        <translation>Ajouter un groupe vrai quand chaque ligne est vraie</translation>
    </message>
    <message>
        <source>+ NOT</source>
        <translation>+ NON</translation>
    </message>
    <message>
        <source>Add a group that holds when its rows do not</source>
        <translation>Ajouter un groupe vrai quand ses lignes ne le sont pas</translation>
    </message>
    <message>
        <source>⚠ {value} (not one of these)</source>
        <translation>⚠ {value} (aucun de ceux-ci)</translation>
    </message>
    <message>
        <source>Its own timer</source>
        <translation>Son propre minuteur</translation>
    </message>
    <message>
        <source>the condition&apos;s built-in timer (character.md §12.3), or none</source>
        <translation>le minuteur intégré de la condition (character.md §12.3), ou aucun</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>ends at the end of your turn, that many times from now (your End turns count down)</source>
        <translation>se termine à la fin de votre tour, autant de fois à partir de maintenant (vos fins de tour décomptent)</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>the same as turns for the engine: that many of your End turns</source>
        <translation>pareil que les tours pour le moteur : autant de vos fins de tour</translation>
    </message>
    <message>
        <source>{n}th</source>
        <comment>an ordinal number: 4th, 11th, 12th</comment>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}st</source>
        <comment>an ordinal number: 21st, 31st</comment>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <comment>an ordinal number: 2nd, 22nd</comment>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <comment>an ordinal number: 3rd, 23rd</comment>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{field}: how long</source>
        <translation>{field} : durée</translation>
    </message>
    <message>
        <source>{field}: how many</source>
        <translation>{field} : combien</translation>
    </message>
    <message>
        <source>can only be edited in the raw JSON (not a duration object)</source>
        <translation>ne peut être modifié que dans le JSON brut (pas un objet de durée)</translation>
    </message>
    <message>
        <source> (rounds {rounds} and turns {turns} are both set: the larger counts)</source>
        <translation> (rounds {rounds} et tours {turns} sont tous deux définis : le plus grand compte)</translation>
    </message>
    <message>
        <source>at your next End turn</source>
        <translation>à votre prochaine fin de tour</translation>
    </message>
    <message>
        <source>at your {ordinal} End turn from now</source>
        <translation>à votre {ordinal} fin de tour à partir de maintenant</translation>
    </message>
    <message>
        <source>The timer: it ends {ends}; the encounter&apos;s end clears it{both}.</source>
        <translation>Le minuteur : il se termine {ends} ; la fin de la rencontre l&apos;efface{both}.</translation>
    </message>
    <message>
        <source>The timer: {timer}.</source>
        <translation>Le minuteur : {timer}.</translation>
    </message>
    <message>
        <source>Unarmed Strike ({identifier}) · object</source>
        <translation>Frappe à main nue ({identifier}) · objet</translation>
    </message>
    <message>
        <source>{hint}  No item of this character is called {name} now.</source>
        <translation>{hint}  Aucun objet de ce personnage ne s&apos;appelle {name} pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Choose item {item}</source>
        <translation>Choisir l&apos;objet {item}</translation>
    </message>
    <message>
        <source>holds for this character now</source>
        <translation>vraie pour ce personnage maintenant</translation>
    </message>
    <message>
        <source>not now: does not hold for this character now (not an error)</source>
        <translation>pas maintenant : n&apos;est pas vraie pour ce personnage maintenant (ce n&apos;est pas une erreur)</translation>
    </message>
    <message>
        <source>incomplete: not saved yet</source>
        <translation>incomplète : pas encore enregistrée</translation>
    </message>
    <message>
        <source>not a valid condition</source>
        <translation>pas une condition valide</translation>
    </message>
    <message>
        <source>tag key, e.g. self or level</source>
        <translation>clé d&apos;étiquette, p. ex. self ou level</translation>
    </message>
    <message>
        <source>{name}: key</source>
        <translation>{name} : clé</translation>
    </message>
    <message>
        <source>{name}: operator</source>
        <translation>{name} : opérateur</translation>
    </message>
    <message>
        <source>{name}: value</source>
        <translation>{name} : valeur</translation>
    </message>
    <message>
        <source>and</source>
        <comment>between a minimum and a maximum</comment>
        <translation>et</translation>
    </message>
    <message>
        <source>{name}: maximum</source>
        <translation>{name} : maximum</translation>
    </message>
    <message>
        <source>Remove this row</source>
        <translation>Retirer cette ligne</translation>
    </message>
    <message>
        <source>{name}: remove row</source>
        <translation>{name} : retirer la ligne</translation>
    </message>
    <message>
        <source>needs a key</source>
        <translation>il faut une clé</translation>
    </message>
    <message>
        <source>a key cannot start with $</source>
        <translation>une clé ne peut pas commencer par $</translation>
    </message>
    <message>
        <source>needs a value</source>
        <translation>il faut une valeur</translation>
    </message>
    <message>
        <source>needs a number or a size</source>
        <translation>il faut un nombre ou une taille</translation>
    </message>
    <message>
        <source>needs a number</source>
        <translation>il faut un nombre</translation>
    </message>
    <message>
        <source>Incomplete ({reason}): not saved yet</source>
        <translation>Incomplète ({reason}) : pas encore enregistrée</translation>
    </message>
    <message>
        <source>value, e.g. raging</source>
        <translation>valeur, p. ex. raging</translation>
    </message>
    <message>
        <source>values, separated by commas</source>
        <translation>valeurs, séparées par des virgules</translation>
    </message>
    <message>
        <source>min</source>
        <comment>the smallest value</comment>
        <translation>min</translation>
    </message>
    <message>
        <source>number</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>The rows cannot show this part; it is kept as it is. Edit it in the card&apos;s raw JSON.</source>
        <translation>Les lignes ne peuvent pas afficher cette partie ; elle est conservée telle quelle. Modifiez-la dans le JSON brut de la carte.</translation>
    </message>
    <message>
        <source>{name}: kept as JSON</source>
        <translation>{name} : conservé en JSON</translation>
    </message>
    <message>
        <source>JSON:</source>
        <translation>JSON :</translation>
    </message>
    <message>
        <source>Remove this part</source>
        <translation>Retirer cette partie</translation>
    </message>
    <message>
        <source>{name}: remove part</source>
        <translation>{name} : retirer la partie</translation>
    </message>
    <message>
        <source>{item}: Rules Builder[*]</source>
        <translation>{item} : Constructeur de règles[*]</translation>
    </message>
    <message>
        <source>{item} is no longer on the sheet (another action removed it): OK cannot apply these rules.</source>
        <translation>{item} n&apos;est plus sur la fiche (une autre action l&apos;a retiré) : OK ne peut pas appliquer ces règles.</translation>
    </message>
    <message>
        <source>Edit raw JSON</source>
        <translation>Modifier le JSON brut</translation>
    </message>
    <message>
        <source>Add {type}</source>
        <translation>Ajouter {type}</translation>
    </message>
    <message>
        <source>Add rules from a template</source>
        <translation>Ajouter des règles depuis un modèle</translation>
    </message>
    <message>
        <source>Enable all rules</source>
        <translation>Activer toutes les règles</translation>
    </message>
    <message>
        <source>Disable all rules</source>
        <translation>Désactiver toutes les règles</translation>
    </message>
    <message>
        <source>Not used now: {reason}.</source>
        <translation>Inutilisé pour l&apos;instant : {reason}.</translation>
    </message>
    <message>
        <source>Edit {field}</source>
        <translation>Modifier {field}</translation>
    </message>
    <message>
        <source>type an identifier</source>
        <translation>saisissez un identifiant</translation>
    </message>
    <message>
        <source>Pool id: {id}</source>
        <translation>Id de la réserve : {id}</translation>
    </message>
    <message>
        <source>Pool id: {id} (from the label)</source>
        <translation>Id de la réserve : {id} (d&apos;après le libellé)</translation>
    </message>
    <message>
        <source>No label or identifier yet: other rules cannot find this pool.</source>
        <translation>Pas encore de libellé ni d&apos;identifiant : les autres règles ne peuvent pas trouver cette réserve.</translation>
    </message>
    <message>
        <source>none</source>
        <comment>an empty number box</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>can only be edited in the raw JSON (not a list of words)</source>
        <translation>ne peut être modifié que dans le JSON brut (pas une liste de mots)</translation>
    </message>
    <message>
        <source>can only be edited in the raw JSON (not a list of target tags)</source>
        <translation>ne peut être modifié que dans le JSON brut (pas une liste d&apos;étiquettes de cible)</translation>
    </message>
    <message>
        <source>e.g. 1d6 + @level</source>
        <translation>p. ex. 1d6 + @level</translation>
    </message>
    <message>
        <source>e.g. 2 or @key + 1</source>
        <translation>p. ex. 2 ou @key + 1</translation>
    </message>
    <message>
        <source>preview</source>
        <translation>aperçu</translation>
    </message>
    <message>
        <source>Sample values:</source>
        <translation>Valeurs d&apos;exemple :</translation>
    </message>
    <message>
        <source>sample @{reference}</source>
        <translation>exemple @{reference}</translation>
    </message>
    <message>
        <source>✗ Required: a number or a formula.</source>
        <translation>✗ Requis : un nombre ou une formule.</translation>
    </message>
    <message>
        <source>   (with {values})</source>
        <translation>   (avec {values})</translation>
    </message>
    <message>
        <source>another one: type it and press Enter (elvish, Blades …)</source>
        <translation>un autre : saisissez-le et appuyez sur Enter (elvish, Blades …)</translation>
    </message>
    <message>
        <source>{field}: add another</source>
        <translation>{field} : en ajouter un autre</translation>
    </message>
    <message>
        <source>granted by this rule</source>
        <translation>accordé par cette règle</translation>
    </message>
    <message>
        <source>Tick what it grants, or type another below (all: every armor or language).</source>
        <translation>Cochez ce qu&apos;elle accorde, ou saisissez-en un autre ci-dessous (all : toutes les armures ou langues).</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Modèles</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add a rule&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ajouter une règle&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Type to filter, ↑ ↓ to move, Enter to add, Esc to close</source>
        <translation>Tapez pour filtrer, ↑ ↓ pour vous déplacer, Enter pour ajouter, Esc pour fermer</translation>
    </message>
    <message>
        <source>Filter rule types</source>
        <translation>Filtrer les types de règle</translation>
    </message>
    <message>
        <source>Rule types and templates</source>
        <translation>Types de règle et modèles</translation>
    </message>
    <message>
        <source>No rule type matches. Clear the filter to see them all.</source>
        <translation>Aucun type de règle ne correspond. Effacez le filtre pour tous les voir.</translation>
    </message>
    <message>
        <source>{pool} — not a {kind} pool</source>
        <translation>{pool} — pas une réserve de type {kind}</translation>
    </message>
    <message>
        <source>{hint} No pools on this character yet: type the identifier of the pool.</source>
        <translation>{hint} Aucune réserve sur ce personnage pour l&apos;instant : saisissez l&apos;identifiant de la réserve.</translation>
    </message>
    <message>
        <source>{pool}, {kind} pool, {scope} scope, on {item} (the one this item uses)</source>
        <translation>{pool}, réserve de type {kind}, portée {scope}, sur {item} (celui qu&apos;utilise cet objet)</translation>
    </message>
    <message>
        <source>{pool}, {kind} pool, {scope} scope, on {item}</source>
        <translation>{pool}, réserve de type {kind}, portée {scope}, sur {item}</translation>
    </message>
    <message>
        <source>character</source>
        <comment>a pool&apos;s scope</comment>
        <translation>personnage</translation>
    </message>
    <message>
        <source>item</source>
        <comment>a pool&apos;s scope</comment>
        <translation>objet</translation>
    </message>
    <message>
        <source>Choose pool {pool}</source>
        <translation>Choisir la réserve {pool}</translation>
    </message>
    <message>
        <source>✓ No problems</source>
        <translation>✓ Aucun problème</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems: {summary}</source>
        <translation>Problèmes : {summary}</translation>
    </message>
    <message>
        <source>+ Add recovery</source>
        <translation>+ Ajouter une récupération</translation>
    </message>
    <message>
        <source>Add a recovery entry</source>
        <translation>Ajouter une entrée de récupération</translation>
    </message>
    <message>
        <source>add recovery</source>
        <translation>ajouter une récupération</translation>
    </message>
    <message>
        <source>No recovery entries: nothing refills this pool by itself.</source>
        <translation>Aucune entrée de récupération : rien ne remplit cette réserve de lui-même.</translation>
    </message>
    <message>
        <source>+ Add refill</source>
        <translation>+ Ajouter un remplissage</translation>
    </message>
    <message>
        <source>Add a refill entry</source>
        <translation>Ajouter une entrée de remplissage</translation>
    </message>
    <message>
        <source>add refill</source>
        <translation>ajouter un remplissage</translation>
    </message>
    <message>
        <source>No refill entries: nothing refills this pool by itself.</source>
        <translation>Aucune entrée de remplissage : rien ne remplit cette réserve de lui-même.</translation>
    </message>
    <message>
        <source>{field} must be a list, got {value}; fix it in the raw JSON</source>
        <translation>{field} doit être une liste, reçu {value} ; corrigez-le dans le JSON brut</translation>
    </message>
    <message>
        <source>Add {field} entry</source>
        <translation>Ajouter une entrée {field}</translation>
    </message>
    <message>
        <source>Remove {field} entry</source>
        <translation>Retirer l&apos;entrée {field}</translation>
    </message>
    <message>
        <source>Move {field} entry</source>
        <translation>Déplacer l&apos;entrée {field}</translation>
    </message>
    <message>
        <source>{name} trigger</source>
        <translation>{name} déclencheur</translation>
    </message>
    <message>
        <source>{name} mode</source>
        <translation>{name} mode</translation>
    </message>
    <message>
        <source>{name} value</source>
        <translation>{name} valeur</translation>
    </message>
    <message>
        <source>Condition: always</source>
        <translation>Condition : toujours</translation>
    </message>
    <message>
        <source>Show the condition checked when the trigger fires (the reference&apos;s “predicate” of this entry)</source>
        <translation>Afficher la condition vérifiée quand le déclencheur se produit (le « predicate » de la référence pour cette entrée)</translation>
    </message>
    <message>
        <source>{name} condition</source>
        <translation>{name} condition</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>{name} move up</source>
        <translation>{name} monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>{name} move down</source>
        <translation>{name} descendre</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>Retirer cette entrée</translation>
    </message>
    <message>
        <source>{name} remove</source>
        <translation>{name} retirer</translation>
    </message>
    <message>
        <source>Condition: {condition}</source>
        <translation>Condition : {condition}</translation>
    </message>
    <message>
        <source>Condition: invalid</source>
        <translation>Condition : non valide</translation>
    </message>
    <message>
        <source>Checked when the trigger fires. Leave empty to always apply.</source>
        <translation>Vérifiée quand le déclencheur se produit. Laissez vide pour toujours appliquer.</translation>
    </message>
    <message>
        <source>Edit refill condition</source>
        <translation>Modifier la condition de remplissage</translation>
    </message>
    <message>
        <source>Edit trigger</source>
        <translation>Modifier le déclencheur</translation>
    </message>
    <message>
        <source>Edit mode</source>
        <translation>Modifier le mode</translation>
    </message>
    <message>
        <source>condition: {message}</source>
        <translation>condition : {message}</translation>
    </message>
    <message>
        <source>#{number}  {json}  (not an object: fix or remove it)</source>
        <translation>#{number}  {json}  (pas un objet : corrigez-le ou retirez-le)</translation>
    </message>
    <message>
        <source>{value} (unknown)</source>
        <translation>{value} (inconnu)</translation>
    </message>
    <message>
        <source>Not one this field knows: it does nothing. Uncheck it to remove it.</source>
        <translation>Ce champ ne connaît pas cette valeur : elle ne fait rien. Décochez-la pour la retirer.</translation>
    </message>
    <message>
        <source>⚠ {value} (not an event here)</source>
        <translation>⚠ {value} (pas un événement ici)</translation>
    </message>
    <message>
        <source>{pool} ({id}) · {kind} pool · {item}</source>
        <translation>{pool} ({id}) · réserve de type {kind} · {item}</translation>
    </message>
    <message>
        <source>⚠ {value}: no such pool</source>
        <translation>⚠ {value} : réserve inexistante</translation>
    </message>
    <message>
        <source>{hint} No pools on this character yet: add the pool first.</source>
        <translation>{hint} Aucune réserve sur ce personnage pour l&apos;instant : ajoutez d&apos;abord la réserve.</translation>
    </message>
    <message>
        <source>no states</source>
        <translation>aucun état</translation>
    </message>
    <message>
        <source>{hint} No toggle effect on this character yet: type its identifier.</source>
        <translation>{hint} Aucun effet activable sur ce personnage pour l&apos;instant : saisissez son identifiant.</translation>
    </message>
    <message>
        <source>Choose toggle {toggle}</source>
        <translation>Choisir l&apos;effet activable {toggle}</translation>
    </message>
    <message>
        <source>Stored as upstream&apos;s message key {key}</source>
        <translation>Enregistré sous la clé de message d&apos;origine {key}</translation>
    </message>
    <message>
        <source>The sheet asks this: upstream&apos;s message key, in our words (hover for the key). Type to ask something else.</source>
        <translation>La fiche demande ceci : la clé de message d&apos;origine, dans nos mots (survolez pour voir la clé). Tapez pour demander autre chose.</translation>
    </message>
    <message>
        <source>{hint} Blank: switching it off asks nothing.</source>
        <translation>{hint} Vide : la désactiver ne demande rien.</translation>
    </message>
    <message>
        <source>The sheet asks: “{question}”</source>
        <translation>La fiche demande : « {question} »</translation>
    </message>
    <message>
        <source>{hint} The sheet asks it as written.</source>
        <translation>{hint} La fiche le demande tel qu&apos;écrit.</translation>
    </message>
    <message>
        <source> (the reference&apos;s “{value}”)</source>
        <translation> (le « {value} » de la référence)</translation>
    </message>
    <message>
        <source>⚠ {value} (not valid)</source>
        <translation>⚠ {value} (non valide)</translation>
    </message>
    <message>
        <source>not one of the choices; pick one to fix it</source>
        <translation>ne fait pas partie des choix ; choisissez-en un pour corriger</translation>
    </message>
    <message>
        <source>dice</source>
        <comment>a pool&apos;s kind: a dice pool</comment>
        <translation>dés</translation>
    </message>
    <message>
        <source>charge</source>
        <comment>a pool&apos;s kind: a charge pool</comment>
        <translation>charges</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>There is no dice pool called {pool}.</source>
        <translation>Il n&apos;y a pas de réserve de dés appelée {pool}.</translation>
    </message>
    <message>
        <source> · minimum face {face}</source>
        <translation> · face minimale {face}</translation>
    </message>
    <message>
        <source>{die} · {count}/{max} · sum {sum}</source>
        <translation>{die} · {count}/{max} · somme {sum}</translation>
    </message>
    <message>
        <source>{pool} is inactive: {reason}.</source>
        <translation>{pool} est inactive : {reason}.</translation>
    </message>
    <message>
        <source>Using &lt;b&gt;{item}&lt;/b&gt; — pick the dice to spend, or use it and keep the dice; Cancel leaves it unused. {note}</source>
        <translation>Utilisation de &lt;b&gt;{item}&lt;/b&gt; — choisissez les dés à dépenser, ou utilisez-le en gardant les dés ; Annuler le laisse inutilisé. {note}</translation>
    </message>
    <message>
        <source>Banked reduction: {bank}</source>
        <translation>Réduction en réserve : {bank}</translation>
    </message>
    <message>
        <source>Damage reduction waiting for the next damage taken (it expires at encounter end)</source>
        <translation>Réduction de dégâts en attente des prochains dégâts subis (elle expire à la fin de la rencontre)</translation>
    </message>
    <message>
        <source>{pool} is full ({count}/{max})</source>
        <translation>{pool} est pleine ({count}/{max})</translation>
    </message>
    <message>
        <source>Roll one {die} into {pool}</source>
        <translation>Lancer un {die} dans {pool}</translation>
    </message>
    <message>
        <source>Roll one die into {pool}</source>
        <translation>Lancer un dé dans {pool}</translation>
    </message>
    <message>
        <source>Using {item} spends through its own feature; use it without spending to pick another.</source>
        <translation>Utiliser {item} dépense via sa propre capacité ; utilisez-le sans dépenser pour en choisir une autre.</translation>
    </message>
    <message>
        <source>{reason}: a spend through {feature} uses it</source>
        <translation>{reason} : une dépense via {feature} l&apos;utilise</translation>
    </message>
    <message>
        <source>No feature spends these dice right now; they can still be edited.</source>
        <translation>Aucune capacité ne dépense ces dés pour l&apos;instant ; ils restent modifiables.</translation>
    </message>
    <message>
        <source>{feature}: not now ({reason})</source>
        <translation>{feature} : pas maintenant ({reason})</translation>
    </message>
    <message>
        <source>Choose a feature below first: it decides which dice may be picked.</source>
        <translation>Choisissez d&apos;abord une capacité ci-dessous : elle décide quels dés peuvent être choisis.</translation>
    </message>
    <message>
        <source>Die {number} already shows its top face ({top}): nothing to raise.</source>
        <translation>Le dé {number} montre déjà sa face maximale ({top}) : rien à augmenter.</translation>
    </message>
    <message>
        <source>Already at its top face ({top}): {feature} cannot raise it</source>
        <translation>Déjà à sa face maximale ({top}) : {feature} ne peut pas l&apos;augmenter</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Maximiser</translation>
    </message>
    <message>
        <source>Picked {count} of at most {cap} · dice at their top face cannot be raised</source>
        <translation>{count} choisis sur {cap} au plus · les dés à leur face maximale ne peuvent pas être augmentés</translation>
    </message>
    <message>
        <source>Spend {count}</source>
        <translation>Dépenser {count}</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Dépenser</translation>
    </message>
    <message numerus="yes">
        <source> · pick at least %n dice</source>
        <translation>
            <numerusform> · choisissez au moins %n dé</numerusform>
            <numerusform> · choisissez au moins %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Picked {count} · sum {sum}</source>
        <translation>{count} choisis · somme {sum}</translation>
    </message>
    <message>
        <source>Use {item} and spend the picked dice as one action</source>
        <translation>Utiliser {item} et dépenser les dés choisis en une seule action</translation>
    </message>
    <message>
        <source>Spend the picked dice (Enter)</source>
        <translation>Dépenser les dés choisis (Enter)</translation>
    </message>
    <message>
        <source>Not now: {reason}.</source>
        <translation>Pas maintenant : {reason}.</translation>
    </message>
    <message>
        <source>Use {item} and spend none of these dice (what the item itself costs, such as a charge, is still paid)</source>
        <translation>Utiliser {item} sans dépenser aucun de ces dés (ce que coûte l&apos;objet lui-même, comme une charge, est tout de même payé)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Undo {action} (Ctrl+Z)</source>
        <translation>Annuler {action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message numerus="yes">
        <source>Pick at least %n dice first.</source>
        <translation>
            <numerusform>Choisissez d&apos;abord au moins %n dé.</numerusform>
            <numerusform>Choisissez d&apos;abord au moins %n dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit die {number} of {count} ({die}):</source>
        <translation>Modifier le dé {number} sur {count} ({die}) :</translation>
    </message>
    <message>
        <source>Face of die {number}</source>
        <translation>Face du dé {number}</translation>
    </message>
    <message>
        <source>Set die {number} by hand: 1 to {top} (no minimum face)</source>
        <translation>Régler le dé {number} à la main : de 1 à {top} (sans face minimale)</translation>
    </message>
    <message>
        <source>Roll die {number} again (R)</source>
        <translation>Relancer le dé {number} (R)</translation>
    </message>
    <message>
        <source>Discard die {number} (Delete)</source>
        <translation>Retirer le dé {number} (Delete)</translation>
    </message>
    <message>
        <source>Roll one in</source>
        <translation>Lancer un dé</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Effect preview</source>
        <translation>Aperçu de l&apos;effet</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Use, keep the dice</source>
        <translation>Utiliser, garder les dés</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Use a feature</source>
        <translation>Utiliser une capacité</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refused:&lt;/b&gt; {reason} — nothing changed.</source>
        <translation>&lt;b&gt;Refusé :&lt;/b&gt; {reason} — rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>{pool} die {number}: {face} of {top}</source>
        <translation>{pool} dé {number} : {face} sur {top}</translation>
    </message>
    <message>
        <source>Die {number}: {face} of {top}</source>
        <translation>Dé {number} : {face} sur {top}</translation>
    </message>
    <message>
        <source>Click or press {number} to unpick it</source>
        <translation>Cliquez ou appuyez sur {number} pour le désélectionner</translation>
    </message>
    <message>
        <source>Click or press {number} to pick it</source>
        <translation>Cliquez ou appuyez sur {number} pour le choisir</translation>
    </message>
    <message>
        <source>picked</source>
        <comment>a die picked to spend</comment>
        <translation>choisi</translation>
    </message>
    <message>
        <source>no effect formula: the picked dice are only removed</source>
        <translation>pas de formule d&apos;effet : les dés choisis sont seulement retirés</translation>
    </message>
    <message>
        <source>Effect formula: {formula}</source>
        <translation>Formule d&apos;effet : {formula}</translation>
    </message>
    <message>
        <source>+ ({formula}) from {source}</source>
        <translation>+ ({formula}) de {source}</translation>
    </message>
    <message>
        <source>Extra damage</source>
        <translation>Dégâts supplémentaires</translation>
    </message>
    <message>
        <source>, not now: {reason}</source>
        <translation>, pas maintenant : {reason}</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>{count:,} items, more than the limit of {limit:,} items</source>
        <translation>{count:,} objets, plus que la limite de {limit:,} objets</translation>
    </message>
    <message>
        <source>{count:,} rules, more than the limit of {limit:,} rules per item</source>
        <translation>{count:,} règles, plus que la limite de {limit:,} règles par objet</translation>
    </message>
    <message>
        <source>{count:,} saved pools, more than the limit of {limit:,}</source>
        <translation>{count:,} réserves enregistrées, plus que la limite de {limit:,}</translation>
    </message>
    <message>
        <source>would be {value:,}; it must stay within ±{limit:,}</source>
        <translation>vaudrait {value:,} ; la valeur doit rester dans ±{limit:,}</translation>
    </message>
    <message>
        <source>would be {value:,}; it must stay within 0..{limit:,}</source>
        <translation>vaudrait {value:,} ; la valeur doit rester dans 0..{limit:,}</translation>
    </message>
    <message>
        <source>a character document must be a JSON object, got {kind}</source>
        <translation>un document de personnage doit être un objet JSON, reçu : {kind}</translation>
    </message>
    <message>
        <source>is required (&quot;sheet/1&quot;)</source>
        <translation>est obligatoire (&quot;sheet/1&quot;)</translation>
    </message>
    <message>
        <source>{format} is newer than this app understands (it reads sheet/0 and sheet/1)</source>
        <translation>{format} est plus récent que ce que cette application comprend (elle lit sheet/0 et sheet/1)</translation>
    </message>
    <message>
        <source>{format} is not a character document (expected &quot;sheet/1&quot;)</source>
        <translation>{format} n&apos;est pas un document de personnage (attendu : &quot;sheet/1&quot;)</translation>
    </message>
    <message>
        <source>the document holds {problem}</source>
        <translation>le document contient {problem}</translation>
    </message>
    <message>
        <source>{id} is already used by items[{index}]</source>
        <translation>{id} est déjà utilisé par items[{index}]</translation>
    </message>
    <message>
        <source>must be a list of whole numbers</source>
        <translation>doit être une liste de nombres entiers</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>doit être un nombre entier</translation>
    </message>
    <message>
        <source>attribute access is not allowed</source>
        <translation>l&apos;accès aux attributs n&apos;est pas autorisé</translation>
    </message>
    <message>
        <source>indexing is not allowed</source>
        <translation>l&apos;indexation n&apos;est pas autorisée</translation>
    </message>
    <message>
        <source>slices are not allowed</source>
        <translation>les tranches ne sont pas autorisées</translation>
    </message>
    <message>
        <source>lists are not allowed</source>
        <translation>les listes ne sont pas autorisées</translation>
    </message>
    <message>
        <source>tuples are not allowed</source>
        <translation>les tuples ne sont pas autorisés</translation>
    </message>
    <message>
        <source>sets are not allowed</source>
        <translation>les ensembles ne sont pas autorisés</translation>
    </message>
    <message>
        <source>dictionaries are not allowed</source>
        <translation>les dictionnaires ne sont pas autorisés</translation>
    </message>
    <message>
        <source>comparisons are not allowed</source>
        <translation>les comparaisons ne sont pas autorisées</translation>
    </message>
    <message>
        <source>&apos;and&apos; / &apos;or&apos; are not allowed</source>
        <translation>&apos;and&apos; / &apos;or&apos; ne sont pas autorisés</translation>
    </message>
    <message>
        <source>&apos;if ... else&apos; is not allowed</source>
        <translation>&apos;if ... else&apos; n&apos;est pas autorisé</translation>
    </message>
    <message>
        <source>lambdas are not allowed</source>
        <translation>les lambdas ne sont pas autorisées</translation>
    </message>
    <message>
        <source>&apos;*&apos; unpacking is not allowed</source>
        <translation>le déballage avec &apos;*&apos; n&apos;est pas autorisé</translation>
    </message>
    <message>
        <source>&apos;:=&apos; is not allowed</source>
        <translation>&apos;:=&apos; n&apos;est pas autorisé</translation>
    </message>
    <message>
        <source>strings are not allowed</source>
        <translation>les chaînes de caractères ne sont pas autorisées</translation>
    </message>
    <message>
        <source>comprehensions are not allowed</source>
        <translation>les compréhensions ne sont pas autorisées</translation>
    </message>
    <message>
        <source>a formula must be text, not {kind}</source>
        <translation>une formule doit être du texte, pas {kind}</translation>
    </message>
    <message>
        <source>formula is too long ({length:,} characters; the limit is {limit:,})</source>
        <translation>la formule est trop longue ({length:,} caractères ; la limite est {limit:,})</translation>
    </message>
    <message>
        <source>empty formula</source>
        <translation>formule vide</translation>
    </message>
    <message>
        <source>unexpected character {character}</source>
        <translation>caractère inattendu {character}</translation>
    </message>
    <message>
        <source>only decimal numbers are allowed</source>
        <translation>seuls les nombres décimaux sont autorisés</translation>
    </message>
    <message>
        <source>dice modifiers are not supported: {modifier}</source>
        <translation>les modificateurs de dés ne sont pas pris en charge : {modifier}</translation>
    </message>
    <message>
        <source>&apos;@&apos; must be followed by a reference name that starts with a letter</source>
        <translation>&apos;@&apos; doit être suivi d&apos;un nom de référence commençant par une lettre</translation>
    </message>
    <message>
        <source>cannot read the formula: {error}</source>
        <translation>impossible de lire la formule : {error}</translation>
    </message>
    <message>
        <source>formula is nested too deeply</source>
        <translation>la formule est trop imbriquée</translation>
    </message>
    <message>
        <source>{term} rolls no dice</source>
        <translation>{term} ne lance aucun dé</translation>
    </message>
    <message>
        <source>too many dice in {term} (the limit is {limit})</source>
        <translation>trop de dés dans {term} (la limite est {limit})</translation>
    </message>
    <message>
        <source>{term} has dice with no faces</source>
        <translation>{term} a des dés sans faces</translation>
    </message>
    <message>
        <source>too many faces in {term} (the limit is {limit:,})</source>
        <translation>trop de faces dans {term} (la limite est {limit:,})</translation>
    </message>
    <message>
        <source>cannot read the formula: a number runs into a word ({glued})</source>
        <translation>impossible de lire la formule : un nombre est collé à un mot ({glued})</translation>
    </message>
    <message>
        <source>formula is too long (more than {limit} parts)</source>
        <translation>la formule est trop longue (plus de {limit} éléments)</translation>
    </message>
    <message>
        <source>formula is nested too deeply (more than {limit} levels)</source>
        <translation>la formule est trop imbriquée (plus de {limit} niveaux)</translation>
    </message>
    <message>
        <source>operator {operator} is not allowed</source>
        <translation>l&apos;opérateur {operator} n&apos;est pas autorisé</translation>
    </message>
    <message>
        <source>{name} must be called, like {name}(...)</source>
        <translation>{name} doit être appelé, comme {name}(...)</translation>
    </message>
    <message>
        <source>names are not allowed: {name} (references start with @)</source>
        <translation>les noms ne sont pas autorisés : {name} (les références commencent par @)</translation>
    </message>
    <message>
        <source>this is not allowed in a formula: {what}</source>
        <translation>ceci n&apos;est pas autorisé dans une formule : {what}</translation>
    </message>
    <message>
        <source>{value} is not allowed</source>
        <translation>{value} n&apos;est pas autorisé</translation>
    </message>
    <message>
        <source>imaginary numbers are not allowed</source>
        <translation>les nombres imaginaires ne sont pas autorisés</translation>
    </message>
    <message>
        <source>a number is too large (the limit is {limit:,})</source>
        <translation>un nombre est trop grand (la limite est {limit:,})</translation>
    </message>
    <message>
        <source>only min, max, floor, ceil, round and abs can be called</source>
        <translation>seules min, max, floor, ceil, round et abs peuvent être appelées</translation>
    </message>
    <message>
        <source>@{name} is a reference, not a function</source>
        <translation>@{name} est une référence, pas une fonction</translation>
    </message>
    <message>
        <source>unknown function {name}</source>
        <translation>fonction inconnue {name}</translation>
    </message>
    <message>
        <source>{name} does not take keyword arguments</source>
        <translation>{name} n&apos;accepte pas d&apos;arguments nommés</translation>
    </message>
    <message>
        <source>{name} takes exactly 1 argument, not {count}</source>
        <translation>{name} prend exactement 1 argument, pas {count}</translation>
    </message>
    <message>
        <source>{name} needs at least {least} arguments</source>
        <translation>{name} demande au moins {least} arguments</translation>
    </message>
    <message>
        <source>the result is not a number (NaN)</source>
        <translation>le résultat n&apos;est pas un nombre (NaN)</translation>
    </message>
    <message>
        <source>the result is infinite</source>
        <translation>le résultat est infini</translation>
    </message>
    <message>
        <source>a value is too large (the limit is {limit:,})</source>
        <translation>une valeur est trop grande (la limite est {limit:,})</translation>
    </message>
    <message>
        <source>the result is not a real number</source>
        <translation>le résultat n&apos;est pas un nombre réel</translation>
    </message>
    <message>
        <source>the result is not a number: {value}</source>
        <translation>le résultat n&apos;est pas un nombre : {value}</translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation>division par zéro</translation>
    </message>
    <message>
        <source>division by zero (0 raised to a negative power)</source>
        <translation>division par zéro (0 élevé à une puissance négative)</translation>
    </message>
    <message>
        <source>a negative number cannot be raised to a fractional power</source>
        <translation>un nombre négatif ne peut pas être élevé à une puissance fractionnaire</translation>
    </message>
    <message>
        <source>cannot compute a power: {error}</source>
        <translation>impossible de calculer une puissance : {error}</translation>
    </message>
    <message>
        <source>cannot evaluate the formula: {error}</source>
        <translation>impossible d&apos;évaluer la formule : {error}</translation>
    </message>
    <message>
        <source>cannot evaluate the formula</source>
        <translation>impossible d&apos;évaluer la formule</translation>
    </message>
    <message>
        <source>references must be a mapping, not {kind}</source>
        <translation>les références doivent être un dictionnaire (mapping), pas {kind}</translation>
    </message>
    <message>
        <source>@{name} is not a number: {value}</source>
        <translation>@{name} n&apos;est pas un nombre : {value}</translation>
    </message>
    <message>
        <source>@{name} must be a finite number within the limit, not {value}</source>
        <translation>@{name} doit être un nombre fini dans la limite, pas {value}</translation>
    </message>
    <message>
        <source>dice are not allowed in this field</source>
        <translation>les dés ne sont pas autorisés dans ce champ</translation>
    </message>
    <message>
        <source>this formula rolls dice but no dice roller was given</source>
        <translation>cette formule lance des dés mais aucun lanceur de dés n&apos;a été fourni</translation>
    </message>
    <message>
        <source>the dice roller failed</source>
        <translation>le lanceur de dés a échoué</translation>
    </message>
    <message>
        <source>the dice roller gave {faces} for {count}d{sides}</source>
        <translation>le lanceur de dés a donné {faces} pour {count}d{sides}</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FOR</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>DEX</translation>
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
        <translation>CLÉ</translation>
    </message>
    <message>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>max HP</source>
        <translation>PV max</translation>
    </message>
    <message>
        <source>wounds</source>
        <translation>blessures</translation>
    </message>
    <message>
        <source>max wounds</source>
        <translation>blessures max</translation>
    </message>
    <message>
        <source>mana</source>
        <translation>mana</translation>
    </message>
    <message>
        <source>max mana</source>
        <translation>mana max</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>walk speed</source>
        <translation>vitesse de marche</translation>
    </message>
    <message>
        <source>fly speed</source>
        <translation>vitesse de vol</translation>
    </message>
    <message>
        <source>climb speed</source>
        <translation>vitesse d&apos;escalade</translation>
    </message>
    <message>
        <source>swim speed</source>
        <translation>vitesse de nage</translation>
    </message>
    <message>
        <source>burrow speed</source>
        <translation>vitesse de creusement</translation>
    </message>
    <message>
        <source> at {path}</source>
        <comment>where in a document: a number beyond ±10^15 at items[2].hp</comment>
        <translation> à {path}</translation>
    </message>
    <message>
        <source>text with an unpaired surrogate (not valid Unicode){at}</source>
        <translation>du texte avec un substitut non apparié (Unicode non valide){at}</translation>
    </message>
    <message>
        <source>a number beyond ±10^15{at}</source>
        <translation>un nombre au-delà de ±10^15{at}</translation>
    </message>
    <message>
        <source>NaN or Infinity, which JSON does not have{at}</source>
        <translation>NaN ou Infinity, que JSON ne connaît pas{at}</translation>
    </message>
    <message>
        <source>objects or lists nested more than {limit} deep{at}</source>
        <translation>des objets ou listes imbriqués sur plus de {limit} niveaux{at}</translation>
    </message>
    <message>
        <source>a key that is not text{at}</source>
        <translation>une clé qui n&apos;est pas du texte{at}</translation>
    </message>
    <message>
        <source>a key with an unpaired surrogate (not valid Unicode){at}</source>
        <translation>une clé avec un substitut non apparié (Unicode non valide){at}</translation>
    </message>
    <message>
        <source>a {kind}, which is not a JSON value{at}</source>
        <translation>un {kind}, qui n&apos;est pas une valeur JSON{at}</translation>
    </message>
    <message>
        <source>{name} is not a JSON value</source>
        <translation>{name} n&apos;est pas une valeur JSON</translation>
    </message>
    <message>
        <source>not valid JSON: {error} (line {line}, column {column})</source>
        <translation>JSON non valide : {error} (ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <source>not usable: objects or lists nested more than {limit} deep</source>
        <translation>inutilisable : objets ou listes imbriqués sur plus de {limit} niveaux</translation>
    </message>
    <message>
        <source>not usable JSON: {error}</source>
        <translation>JSON inutilisable : {error}</translation>
    </message>
    <message>
        <source>not usable: it holds {problem}</source>
        <translation>inutilisable : il contient {problem}</translation>
    </message>
    <message>
        <source>rule {number} ({type})</source>
        <translation>règle {number} ({type})</translation>
    </message>
    <message>
        <source>{where}: {severity}: {message}</source>
        <translation>{where} : {severity} : {message}</translation>
    </message>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity} : {message}</translation>
    </message>
    <message>
        <source>error</source>
        <comment>the severity of a problem</comment>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <comment>the severity of a problem</comment>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>dice are not allowed in this field (it must give the same value every time)</source>
        <translation>les dés ne sont pas autorisés dans ce champ (il doit donner la même valeur à chaque fois)</translation>
    </message>
    <message>
        <source>@{name} only has a value in effect and append formulas; here it is 0</source>
        <translation>@{name} n&apos;a de valeur que dans les formules d&apos;effet et d&apos;ajout ; ici elle vaut 0</translation>
    </message>
    <message>
        <source>@{name} only has a value in refill and recovery values; here it is 0</source>
        <translation>@{name} n&apos;a de valeur que dans les valeurs de recharge et de récupération ; ici elle vaut 0</translation>
    </message>
    <message>
        <source>unknown reference @{name}: did you mean @{near}? (it counts as 0)</source>
        <translation>référence inconnue @{name} : vouliez-vous dire @{near} ? (elle compte pour 0)</translation>
    </message>
    <message>
        <source>unknown reference @{name} (it counts as 0)</source>
        <translation>référence inconnue @{name} (elle compte pour 0)</translation>
    </message>
    <message>
        <source>invalid condition: {error}</source>
        <translation>condition non valide : {error}</translation>
    </message>
    <message>
        <source>condition: {problem}</source>
        <translation>condition : {problem}</translation>
    </message>
    <message>
        <source>initiative formula {formula}: {problem}</source>
        <translation>formule d&apos;initiative {formula} : {problem}</translation>
    </message>
    <message>
        <source>unknown hit die size {size} (use 4, 6, 8, 10, 12 or 20); the character has no hit dice by default</source>
        <translation>taille de dé de vie inconnue {size} (utilisez 4, 6, 8, 10, 12 ou 20) ; le personnage n&apos;a pas de dés de vie par défaut</translation>
    </message>
    <message>
        <source>is required (a number or formula)</source>
        <translation>est obligatoire (un nombre ou une formule)</translation>
    </message>
    <message>
        <source>no effect formula: spending dice only removes them (the rules reference: a consume spend needs an effect formula, such as @sum, to be worth showing)</source>
        <translation>aucune formule d&apos;effet : dépenser des dés ne fait que les retirer (référence des règles : une dépense doit avoir une formule d&apos;effet, comme @sum, pour valoir d&apos;être affichée)</translation>
    </message>
    <message>
        <source>no append formula: this rule changes nothing</source>
        <translation>aucune formule d&apos;ajout : cette règle ne change rien</translation>
    </message>
    <message>
        <source>no pool chosen: pick the {kind} this rule modifies</source>
        <translation>aucune réserve choisie : choisissez la {kind} que cette règle modifie</translation>
    </message>
    <message>
        <source>modifies no pool: there is no {kind} {pool}</source>
        <translation>ne modifie aucune réserve : il n&apos;y a pas de {kind} {pool}</translation>
    </message>
    <message>
        <source>no pool chosen: pick the dice pool whose gains this message reports</source>
        <translation>aucune réserve choisie : choisissez la réserve de dés dont ce message signale les gains</translation>
    </message>
    <message>
        <source>there is no dice pool {pool}</source>
        <translation>il n&apos;y a pas de réserve de dés {pool}</translation>
    </message>
    <message>
        <source>no pool chosen: pick the dice pool whose consumers this rule changes</source>
        <translation>aucune réserve choisie : choisissez la réserve de dés dont cette règle change les consommateurs</translation>
    </message>
    <message>
        <source>modifies no consumer: no dice consumer with an effect formula spends {scope} pool {pool} for {effect}</source>
        <translation>ne modifie aucun consommateur : aucun consommateur de dés avec une formule d&apos;effet ne dépense la réserve {scope} {pool} pour {effect}</translation>
    </message>
    <message>
        <source>modifies no consumer: no dice consumer with an effect formula spends {scope} pool {pool}</source>
        <translation>ne modifie aucun consommateur : aucun consommateur de dés avec une formule d&apos;effet ne dépense la réserve {scope} {pool}</translation>
    </message>
    <message>
        <source>its condition reads the {tags} tag: a Stat Bonus sees the base stats, before any Stat Bonus (character.md §10.1)</source>
        <translation>sa condition lit l&apos;étiquette {tags} : un Bonus d&apos;attribut voit les attributs de base, avant tout Bonus d&apos;attribut (character.md §10.1)</translation>
    </message>
    <message>
        <source>reads {names}, worked out in this rule&apos;s step or after it: it sees the base value, not the final one (character.md §10.1)</source>
        <translation>lit {names}, calculé(s) à l&apos;étape de cette règle ou après : elle voit la valeur de base, pas la valeur finale (character.md §10.1)</translation>
    </message>
    <message>
        <source>asks the player to choose a save (Chosen save): until then it does nothing</source>
        <translation>demande au joueur de choisir une sauvegarde (Sauvegarde choisie) : d&apos;ici là, elle ne fait rien</translation>
    </message>
    <message>
        <source>turns no state on: add a tag such as self:raging</source>
        <translation>n&apos;active aucun état : ajoutez une étiquette comme self:raging</translation>
    </message>
    <message>
        <source>unknown event {event}: it never ends the toggle (one of {events})</source>
        <translation>événement inconnu {event} : il ne met jamais fin à l&apos;effet activable (l&apos;un de {events})</translation>
    </message>
    <message>
        <source>names no pool: there is no pool {pool} to empty (the toggle still works)</source>
        <translation>ne nomme aucune réserve : il n&apos;y a pas de réserve {pool} à vider (l&apos;effet activable fonctionne quand même)</translation>
    </message>
    <message>
        <source>modifies no toggle: there is no toggle effect {toggle} (toggles here: {toggles})</source>
        <translation>ne modifie aucun effet activable : il n&apos;y a pas d&apos;effet activable {toggle} (effets activables ici : {toggles})</translation>
    </message>
    <message>
        <source>modifies no toggle: there is no toggle effect {toggle}</source>
        <translation>ne modifie aucun effet activable : il n&apos;y a pas d&apos;effet activable {toggle}</translation>
    </message>
    <message>
        <source>unknown event {event}: it does nothing here (one of {events})</source>
        <translation>événement inconnu {event} : il ne fait rien ici (l&apos;un de {events})</translation>
    </message>
    <message>
        <source>max is {max}; a dice pool holds at most {limit} dice, so it is clamped to {limit}</source>
        <translation>le max est {max} ; une réserve de dés contient au plus {limit} dés, il est donc ramené à {limit}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message numerus="yes">
        <source>{names} and %n more</source>
        <translation>
            <numerusform>{names} et %n autre</numerusform>
            <numerusform>{names} et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>ambiguous: pool {pool} is defined by {count} other items ({names}); this refers to the first, {first}&apos;s</source>
        <translation>ambigu : la réserve {pool} est définie par {count} autres objets ({names}) ; ceci désigne la première, celle de {first}</translation>
    </message>
    <message>
        <source>no pool chosen: pick the {kind} this spends</source>
        <translation>aucune réserve choisie : choisissez la {kind} que ceci dépense</translation>
    </message>
    <message>
        <source>{pool} is a {actual}, not a {kind}</source>
        <translation>{pool} est une {actual}, pas une {kind}</translation>
    </message>
    <message>
        <source>there is no {kind} {pool} in this scope (there is an actor-scoped one: set the scope to actor)</source>
        <translation>il n&apos;y a pas de {kind} {pool} dans cette portée (il y en a une de portée acteur : réglez la portée sur acteur)</translation>
    </message>
    <message>
        <source>there is no {kind} {pool} in this scope (there is an item-scoped one: set the scope to item)</source>
        <translation>il n&apos;y a pas de {kind} {pool} dans cette portée (il y en a une de portée objet : réglez la portée sur objet)</translation>
    </message>
    <message>
        <source>no {kind} {pool} in this file; another item must define it</source>
        <translation>pas de {kind} {pool} dans ce fichier ; un autre objet doit la définir</translation>
    </message>
    <message>
        <source>there is no {kind} {pool}</source>
        <translation>il n&apos;y a pas de {kind} {pool}</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins item names: Rage and Fury</comment>
        <translation> et </translation>
    </message>
    <message numerus="yes">
        <source>pool {pool} is defined %n times ({where}); the last one wins</source>
        <translation>
            <numerusform>la réserve {pool} est définie %n fois ({where}) ; la dernière l&apos;emporte</numerusform>
            <numerusform>la réserve {pool} est définie %n fois ({where}) ; la dernière l&apos;emporte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pool {pool} is defined %n times; the last one wins</source>
        <translation>
            <numerusform>la réserve {pool} est définie %n fois ; la dernière l&apos;emporte</numerusform>
            <numerusform>la réserve {pool} est définie %n fois ; la dernière l&apos;emporte</numerusform>
        </translation>
    </message>
    <message>
        <source>saved state for pool {pool}, which no rule defines (kept; shown as inactive)</source>
        <translation>état enregistré pour la réserve {pool}, qu&apos;aucune règle ne définit (conservé ; affiché comme inactif)</translation>
    </message>
    <message>
        <source>offers neither advantage nor damage: no pick can choose it</source>
        <translation>n&apos;offre ni avantage ni dégâts : aucun choix ne peut le sélectionner</translation>
    </message>
    <message>
        <source>d{size} is no hit die size (0 for the class&apos;s, or 4, 6, 8, 10, 12, 20); the rule does nothing</source>
        <translation>d{size} n&apos;est pas une taille de dé de vie (0 pour celle de la classe, ou 4, 6, 8, 10, 12, 20) ; la règle ne fait rien</translation>
    </message>
    <message>
        <source>grants nothing: list the proficiencies it grants</source>
        <translation>n&apos;accorde rien : listez les maîtrises qu&apos;elle accorde</translation>
    </message>
    <message>
        <source>gives actions to others: the engine tracks only this character&apos;s, so it is a line in the log</source>
        <translation>donne des actions à d&apos;autres : le moteur ne suit que celles de ce personnage, c&apos;est donc une ligne du journal</translation>
    </message>
    <message>
        <source>applies to items: the reactions listed are ignored</source>
        <translation>s&apos;applique aux objets : les réactions listées sont ignorées</translation>
    </message>
    <message>
        <source>applies to heroic reactions: the item filters are ignored</source>
        <translation>s&apos;applique aux réactions héroïques : les filtres d&apos;objets sont ignorés</translation>
    </message>
    <message>
        <source>a target condition reads the target&apos;s tags: a self: tag never matches</source>
        <translation>une condition sur la cible lit les étiquettes de la cible : une étiquette self: ne correspond jamais</translation>
    </message>
    <message>
        <source>reads tags other than target:&lt;tag&gt;: the attack names only the target&apos;s (targetTags)</source>
        <translation>lit des étiquettes autres que target:&lt;tag&gt; : l&apos;attaque ne nomme que celles de la cible (targetTags)</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
    <message>
        <source>{errors}, {warnings}.</source>
        <comment>a problem count: 1 error, 2 warnings.</comment>
        <translation>{errors}, {warnings}.</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>lists no stat: tick the stats it applies to (or All)</source>
        <translation>ne liste aucun attribut : cochez les attributs concernés (ou Tous)</translation>
    </message>
    <message>
        <source>lists no skill: tick the skills it applies to (or All)</source>
        <translation>ne liste aucune compétence : cochez les compétences concernées (ou Toutes)</translation>
    </message>
    <message>
        <source>lists no save: tick the saves it applies to (or All)</source>
        <translation>ne liste aucune sauvegarde : cochez les sauvegardes concernées (ou Toutes)</translation>
    </message>
    <message>
        <source>is blank: it adds 0, so the rule changes nothing</source>
        <translation>est vide : il ajoute 0, donc la règle ne change rien</translation>
    </message>
    <message>
        <source>adjusts the mode by 0: the rule changes nothing</source>
        <translation>ajuste le mode de 0 : la règle ne change rien</translation>
    </message>
    <message>
        <source>a mode of {value} counts as {counted}: a mode stays within -{limit}..{limit}</source>
        <translation>un mode de {value} compte comme {counted} : un mode reste dans -{limit}..{limit}</translation>
    </message>
    <message>
        <source>{name}&apos;s</source>
        <comment>whose pool: Rage&apos;s</comment>
        <translation>celle de {name}</translation>
    </message>
    <message>
        <source>this item&apos;s pools are {mine}; {pool} is {theirs} (set the pool to {first} to spend this item&apos;s own)</source>
        <translation>les réserves de cet objet sont {mine} ; {pool} est {theirs} (réglez la réserve sur {first} pour dépenser celle de cet objet)</translation>
    </message>
    <message>
        <source>this item&apos;s pool is {mine}; {pool} is {theirs} (set the pool to {first} to spend this item&apos;s own)</source>
        <translation>la réserve de cet objet est {mine} ; {pool} est {theirs} (réglez la réserve sur {first} pour dépenser celle de cet objet)</translation>
    </message>
    <message>
        <source>dice pool</source>
        <translation>réserve de dés</translation>
    </message>
    <message>
        <source>charge pool</source>
        <translation>réserve de charges</translation>
    </message>
    <message>
        <source>{kind} pool</source>
        <translation>réserve de {kind}</translation>
    </message>
    <message>
        <source>no rule defines this pool</source>
        <translation>aucune règle ne définit cette réserve</translation>
    </message>
    <message>
        <source>its max formula fails: {error}</source>
        <translation>sa formule de max échoue : {error}</translation>
    </message>
    <message>
        <source>its rule in {item} is invalid: {field} {error}</source>
        <translation>sa règle dans {item} n&apos;est pas valide : {field} {error}</translation>
    </message>
    <message>
        <source>its rule in {item} is invalid: {error}</source>
        <translation>sa règle dans {item} n&apos;est pas valide : {error}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where} : {problem}</translation>
    </message>
    <message>
        <source>predicate</source>
        <translation>prédicat</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>text</source>
        <translation>du texte</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nested more than {limit} levels deep</source>
        <translation>imbriqué sur plus de {limit} niveaux</translation>
    </message>
    <message>
        <source>a predicate must be an object, got {kind}</source>
        <translation>un prédicat doit être un objet, reçu : {kind}</translation>
    </message>
    <message>
        <source>a key must be non-empty text</source>
        <translation>une clé doit être un texte non vide</translation>
    </message>
    <message>
        <source>{key} needs a list, got {kind}</source>
        <translation>{key} demande une liste, reçu : {kind}</translation>
    </message>
    <message>
        <source>empty list always holds</source>
        <translation>une liste vide est toujours vraie</translation>
    </message>
    <message>
        <source>empty list never holds</source>
        <translation>une liste vide n&apos;est jamais vraie</translation>
    </message>
    <message>
        <source>unknown operator {key} (use $and, $or or $not)</source>
        <translation>opérateur inconnu {key} (utilisez $and, $or ou $not)</translation>
    </message>
    <message>
        <source>empty list never matches</source>
        <translation>une liste vide ne correspond jamais</translation>
    </message>
    <message>
        <source>empty tag</source>
        <translation>étiquette vide</translation>
    </message>
    <message>
        <source>an empty condition here would always hold; remove it or give it a tag</source>
        <translation>une condition vide ici serait toujours vraie ; supprimez-la ou donnez-lui une étiquette</translation>
    </message>
    <message>
        <source>needs a tag or a predicate object, got {kind}</source>
        <translation>demande une étiquette ou un objet prédicat, reçu : {kind}</translation>
    </message>
    <message>
        <source>empty value</source>
        <translation>valeur vide</translation>
    </message>
    <message>
        <source>not a finite number</source>
        <translation>pas un nombre fini</translation>
    </message>
    <message>
        <source>a tag value must be text or a number, got {kind}</source>
        <translation>une valeur d&apos;étiquette doit être du texte ou un nombre, reçu : {kind}</translation>
    </message>
    <message>
        <source>a size ({sizes})</source>
        <translation>une taille ({sizes})</translation>
    </message>
    <message>
        <source>unknown bound (use min, max or equal)</source>
        <translation>borne inconnue (utilisez min, max ou equal)</translation>
    </message>
    <message>
        <source>must be {wanted}, got {bound}</source>
        <translation>doit être {wanted}, reçu : {bound}</translation>
    </message>
    <message>
        <source>a comparison needs min, max or equal</source>
        <translation>une comparaison demande min, max ou equal</translation>
    </message>
    <message>
        <source>min is above max, so this never matches</source>
        <translation>min est supérieur à max, donc ceci ne correspond jamais</translation>
    </message>
    <message>
        <source>equal is outside min..max, so this never matches</source>
        <translation>equal est hors de min..max, donc ceci ne correspond jamais</translation>
    </message>
    <message>
        <source>always</source>
        <comment>a condition that always holds</comment>
        <translation>toujours</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins conditions: self is raging and level ≥ 6</comment>
        <translation> et </translation>
    </message>
    <message>
        <source> or </source>
        <comment>joins conditions: self is raging or self is bloodied</comment>
        <translation> ou </translation>
    </message>
    <message>
        <source>never</source>
        <comment>a condition that never holds</comment>
        <translation>jamais</translation>
    </message>
    <message>
        <source>not ({condition})</source>
        <translation>non ({condition})</translation>
    </message>
    <message>
        <source>not {condition}</source>
        <translation>non {condition}</translation>
    </message>
    <message>
        <source>{key} is one of (nothing)</source>
        <translation>{key} est l&apos;un de (rien)</translation>
    </message>
    <message>
        <source>{key} is {value}</source>
        <translation>{key} est {value}</translation>
    </message>
    <message>
        <source>{key} is one of {values}</source>
        <translation>{key} est l&apos;un de {values}</translation>
    </message>
    <message>
        <source>{key} between {low} and {high}</source>
        <translation>{key} entre {low} et {high}</translation>
    </message>
    <message>
        <source>Safe Rest</source>
        <translation>Repos sûr</translation>
    </message>
    <message>
        <source>Field Rest</source>
        <translation>Repos de terrain</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Critical Hit</source>
        <translation>Coup critique</translation>
    </message>
    <message>
        <source>Encounter Start</source>
        <translation>Début de rencontre</translation>
    </message>
    <message>
        <source>Encounter End</source>
        <translation>Fin de rencontre</translation>
    </message>
    <message>
        <source>Wound</source>
        <translation>Blessure</translation>
    </message>
    <message>
        <source>Turn Start</source>
        <translation>Début de tour</translation>
    </message>
    <message>
        <source>Turn End</source>
        <translation>Fin de tour</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>Élimination</translation>
    </message>
    <message>
        <source>&apos;item&apos; must be an item id or name</source>
        <translation>&apos;item&apos; doit être un identifiant ou un nom d&apos;objet</translation>
    </message>
    <message>
        <source>there is no item {name}</source>
        <translation>il n&apos;y a pas d&apos;objet {name}</translation>
    </message>
    <message>
        <source>&apos;picks&apos; must be a list of die indices</source>
        <translation>&apos;picks&apos; doit être une liste d&apos;indices de dés</translation>
    </message>
    <message numerus="yes">
        <source>{name} needs %n dice from {pool}, {held} held</source>
        <translation>
            <numerusform>{name} demande %n dé de {pool}, qui en contient {held}</numerusform>
            <numerusform>{name} demande %n dés de {pool}, qui en contient {held}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} needs a die from {pool}, none held</source>
        <translation>{name} demande un dé de {pool}, qui n&apos;en contient aucun</translation>
    </message>
    <message numerus="yes">
        <source>pick {pick} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation>
            <numerusform>le choix {pick} est hors limites ({pool} contient %n dé, numéroté à partir de 0)</numerusform>
            <numerusform>le choix {pick} est hors limites ({pool} contient %n dés, numérotés à partir de 0)</numerusform>
        </translation>
    </message>
    <message>
        <source>a die was picked twice</source>
        <translation>un dé a été choisi deux fois</translation>
    </message>
    <message>
        <source>{name} needs a die picked</source>
        <translation>{name} demande de choisir un dé</translation>
    </message>
    <message numerus="yes">
        <source>{name} can raise at most %n dice, {picked} picked</source>
        <translation>
            <numerusform>{name} peut augmenter au plus %n dé, {picked} choisis</numerusform>
            <numerusform>{name} peut augmenter au plus %n dés, {picked} choisis</numerusform>
        </translation>
    </message>
    <message>
        <source>die {index} already shows its top face ({top})</source>
        <translation>le dé {index} montre déjà sa face maximale ({top})</translation>
    </message>
    <message>
        <source>{name}: {pool} raised to the top face ({faces})</source>
        <translation>{name} : {pool} porté à la face maximale ({faces})</translation>
    </message>
    <message numerus="yes">
        <source>{name} needs at least %n dice picked, {picked} picked</source>
        <translation>
            <numerusform>{name} demande au moins %n dé choisi, {picked} choisis</numerusform>
            <numerusform>{name} demande au moins %n dés choisis, {picked} choisis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Spent %n dice of {pool} ({faces})</source>
        <translation>
            <numerusform>Dépensé : %n dé de {pool} ({faces})</numerusform>
            <numerusform>Dépensé : %n dés de {pool} ({faces})</numerusform>
        </translation>
    </message>
    <message>
        <source>Spent {count} {dice} ({faces})</source>
        <translation>Dépensé : {count} {dice} ({faces})</translation>
    </message>
    <message>
        <source>{name}: {spent} for {extra} extra damage</source>
        <translation>{name} : {spent} pour {extra} dégâts supplémentaires</translation>
    </message>
    <message>
        <source>{spent}: {banked} damage reduction banked</source>
        <translation>{spent} : {banked} de réduction de dégâts accumulée</translation>
    </message>
    <message>
        <source> (the bank holds at most {limit:,})</source>
        <translation> (le cumul est plafonné à {limit:,})</translation>
    </message>
    <message>
        <source>{spent}: no damage reduction ({total})</source>
        <translation>{spent} : aucune réduction de dégâts ({total})</translation>
    </message>
    <message numerus="yes">
        <source>{name} needs %n charges of {pool}, {left} left</source>
        <translation>
            <numerusform>{name} demande %n charge de {pool}, il en reste {left}</numerusform>
            <numerusform>{name} demande %n charges de {pool}, il en reste {left}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} is not equipped</source>
        <translation>{name} n&apos;est pas équipé</translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n uses spent ({left}/{max} left)</source>
        <translation>
            <numerusform>{pool} : %n utilisation dépensée (reste {left}/{max})</numerusform>
            <numerusform>{pool} : %n utilisations dépensées (reste {left}/{max})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n uses spent ({left}/{max} left) for {name}</source>
        <translation>
            <numerusform>{pool} : %n utilisation dépensée (reste {left}/{max}) pour {name}</numerusform>
            <numerusform>{pool} : %n utilisations dépensées (reste {left}/{max}) pour {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charges spent ({left}/{max} left)</source>
        <translation>
            <numerusform>{pool} : %n charge dépensée (reste {left}/{max})</numerusform>
            <numerusform>{pool} : %n charges dépensées (reste {left}/{max})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charges spent ({left}/{max} left) for {name}</source>
        <translation>
            <numerusform>{pool} : %n charge dépensée (reste {left}/{max}) pour {name}</numerusform>
            <numerusform>{pool} : %n charges dépensées (reste {left}/{max}) pour {name}</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no charge pool {pool}</source>
        <translation>il n&apos;y a pas de réserve de charges {pool}</translation>
    </message>
    <message>
        <source>{pool} is inactive: {why}</source>
        <translation>{pool} est inactive : {why}</translation>
    </message>
    <message>
        <source>its cost formula fails: {error}</source>
        <translation>sa formule de coût échoue : {error}</translation>
    </message>
    <message>
        <source>{name}: {current}/{max}, no uses left</source>
        <translation>{name} : {current}/{max}, plus aucune utilisation</translation>
    </message>
    <message>
        <source>{name}: {current}/{max}, needs {need}</source>
        <translation>{name} : {current}/{max}, il en faut {need}</translation>
    </message>
    <message>
        <source>{name} has no attack to add {pool} dice to</source>
        <translation>{name} n&apos;a aucune attaque à laquelle ajouter les dés de {pool}</translation>
    </message>
    <message>
        <source>{pool} has no die size: its charges cannot be rolled as damage</source>
        <translation>{pool} n&apos;a pas de taille de dé : ses charges ne peuvent pas être lancées comme dégâts</translation>
    </message>
    <message>
        <source>Used {name}</source>
        <translation>Utilisé : {name}</translation>
    </message>
    <message>
        <source>{name} has no active manual dice consumer</source>
        <translation>{name} n&apos;a aucun consommateur de dés manuel actif</translation>
    </message>
    <message>
        <source>{name} has no manual dice consumer</source>
        <translation>{name} n&apos;a aucun consommateur de dés manuel</translation>
    </message>
    <message>
        <source>{name} has no attack to offer cards on</source>
        <translation>{name} n&apos;a aucune attaque sur laquelle proposer des cartes</translation>
    </message>
    <message>
        <source>{name} has no attack to pick a Conditional Bonus for</source>
        <translation>{name} n&apos;a aucune attaque pour laquelle choisir un Bonus conditionnel</translation>
    </message>
    <message>
        <source> of {pool}</source>
        <translation> de {pool}</translation>
    </message>
    <message>
        <source>{name} has no card-offer consumer{of}</source>
        <translation>{name} n&apos;a aucun consommateur d&apos;offre de cartes{of}</translation>
    </message>
    <message>
        <source>the attack missed</source>
        <translation>l&apos;attaque a raté</translation>
    </message>
    <message>
        <source>the attack was not a critical hit</source>
        <translation>l&apos;attaque n&apos;était pas un coup critique</translation>
    </message>
    <message>
        <source>it is offered on {delivery} attacks only</source>
        <translation>elle n&apos;est proposée que pour les attaques {delivery}</translation>
    </message>
    <message>
        <source>{pool} {change:+d} ({after}/{max}) from {source}</source>
        <translation>{pool} {change:+d} ({after}/{max}) par {source}</translation>
    </message>
    <message>
        <source>{pool} cleared by {source}</source>
        <translation>{pool} vidée par {source}</translation>
    </message>
    <message>
        <source>{pool} rolled in full ({faces}) by {source}</source>
        <translation>{pool} lancée en entier ({faces}) par {source}</translation>
    </message>
    <message>
        <source>{pool} +{count} ({faces}) from {source}</source>
        <translation>{pool} +{count} ({faces}) par {source}</translation>
    </message>
    <message>
        <source>{pool} is full: rolled {faces}, kept nothing</source>
        <translation>{pool} est pleine : {faces} lancé, rien de conservé</translation>
    </message>
    <message>
        <source>{pool} raised to the top face ({faces}) by {source}</source>
        <translation>{pool} portée à la face maximale ({faces}) par {source}</translation>
    </message>
    <message>
        <source>{name} damage formula {formula}: {error}</source>
        <translation>formule de dégâts de {name} {formula} : {error}</translation>
    </message>
    <message>
        <source>{head}miss</source>
        <translation>{head}raté</translation>
    </message>
    <message>
        <source> ({rolled}; no damage)</source>
        <translation> ({rolled} ; aucun dégât)</translation>
    </message>
    <message>
        <source>; the first die exploded: {chain}</source>
        <translation>; le premier dé a explosé : {chain}</translation>
    </message>
    <message>
        <source>{head}critical hit, {total} damage{detail}</source>
        <translation>{head}coup critique, {total} dégâts{detail}</translation>
    </message>
    <message>
        <source>{head}hit, {total} damage{detail}</source>
        <translation>{head}touché, {total} dégâts{detail}</translation>
    </message>
    <message>
        <source>{name}: not offered ({why}); nothing spent</source>
        <translation>{name} : non proposé ({why}) ; rien de dépensé</translation>
    </message>
    <message>
        <source>Took {damage}</source>
        <translation>Dégâts subis : {damage}</translation>
    </message>
    <message>
        <source>Damage reduction absorbed {absorbed}</source>
        <translation>La réduction de dégâts a absorbé {absorbed}</translation>
    </message>
    <message>
        <source> ({lost} lost)</source>
        <translation> ({lost} perdus)</translation>
    </message>
    <message>
        <source>Temporary HP absorbed {absorbed} ({before} → {after})</source>
        <translation>Les PV temporaires ont absorbé {absorbed} ({before} → {after})</translation>
    </message>
    <message>
        <source>Bloodied</source>
        <translation>Ensanglanté</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>, clamped from {mode}</source>
        <translation>, ramené de {mode}</translation>
    </message>
    <message>
        <source>Default</source>
        <comment>a roll mode&apos;s source: the skill&apos;s or save&apos;s default</comment>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>a roll mode&apos;s source: the roll&apos;s own</comment>
        <translation>Jet</translation>
    </message>
    <message>
        <source>{mode}{clamped}: {sources}</source>
        <translation>{mode}{clamped} : {sources}</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>{name} save</source>
        <translation>Sauvegarde de {name}</translation>
    </message>
    <message>
        <source>{name} check</source>
        <translation>Test de {name}</translation>
    </message>
    <message>
        <source> vs {dc}, succeeded</source>
        <translation> contre {dc}, réussite</translation>
    </message>
    <message>
        <source> vs {dc}, failed</source>
        <translation> contre {dc}, échec</translation>
    </message>
    <message>
        <source> (natural {face})</source>
        <translation> ({face} naturel)</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Attaqué</translation>
    </message>
    <message>
        <source>Critical Hit Received</source>
        <translation>Coup critique reçu</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
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
            <numerusform>%n utilisation</numerusform>
            <numerusform>%n utilisations</numerusform>
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
            <numerusform>%n règle</numerusform>
            <numerusform>%n règles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n items</source>
        <translation>
            <numerusform>%n objet</numerusform>
            <numerusform>%n objets</numerusform>
        </translation>
    </message>
    <message>
        <source>a d{sides} was needed but the scripted dice are used up</source>
        <translation>un d{sides} était nécessaire mais les dés prévus par le script sont épuisés</translation>
    </message>
    <message>
        <source>{where}{field} formula {formula}: {error}</source>
        <translation>{where}formule {field} {formula} : {error}</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>réserve</translation>
    </message>
    <message>
        <source>{pool} is inactive: {reason}</source>
        <translation>la réserve {pool} est inactive : {reason}</translation>
    </message>
    <message>
        <source>{pool} cleared</source>
        <translation>{pool} : réserve vidée</translation>
    </message>
    <message>
        <source>{pool} {before} → {after}</source>
        <translation>{pool} {before} → {after}</translation>
    </message>
    <message>
        <source>{summary}: {changes}</source>
        <translation>{summary} : {changes}</translation>
    </message>
    <message>
        <source>nothing to refill or clear</source>
        <translation>rien à recharger ni à vider</translation>
    </message>
    <message>
        <source>{pool} refill </source>
        <translation>recharge de {pool}, </translation>
    </message>
    <message>
        <source>{pool} {change:+d} ({current}/{max}) on {cause}</source>
        <translation>{pool} {change:+d} ({current}/{max}) lors de {cause}</translation>
    </message>
    <message>
        <source>{pool} cleared on {cause}</source>
        <translation>{pool} : réserve vidée lors de {cause}</translation>
    </message>
    <message numerus="yes">
        <source>{pool} set to %n dice ({faces}) on {cause}</source>
        <translation>
            <numerusform>{pool} : réserve fixée à %n dé ({faces}) lors de {cause}</numerusform>
            <numerusform>{pool} : réserve fixée à %n dés ({faces}) lors de {cause}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pool} +{count} ({faces}) on {cause}</source>
        <translation>{pool} +{count} ({faces}) lors de {cause}</translation>
    </message>
    <message>
        <source>{item} combat mana </source>
        <translation>mana de combat de {item}, </translation>
    </message>
    <message>
        <source>Combat mana cleared</source>
        <translation>Mana de combat vidé</translation>
    </message>
    <message>
        <source>Combat mana {value}</source>
        <translation>Mana de combat {value}</translation>
    </message>
    <message>
        <source>Pool gain</source>
        <translation>Gain de réserve</translation>
    </message>
    <message>
        <source>{pool} rolled in full ({faces})</source>
        <translation>{pool} : réserve lancée en entier ({faces})</translation>
    </message>
    <message>
        <source>{pool} rolled {count} of {max} ({faces}): out of dice</source>
        <translation>{pool} : {count} dés lancés sur {max} ({faces}) : plus de dés</translation>
    </message>
    <message>
        <source>{pool} {before} → {after} (its max is now {max})</source>
        <translation>{pool} {before} → {after} (son max est maintenant {max})</translation>
    </message>
    <message numerus="yes">
        <source>pools.{pid}: {pool}: saved faces {faces} outside 1..{top} of its {die}; clamped into the die</source>
        <translation>
            <numerusform>pools.{pid} : {pool} : face enregistrée {faces} hors de 1..{top} de son {die} ; ramenée dans le dé</numerusform>
            <numerusform>pools.{pid} : {pool} : faces enregistrées {faces} hors de 1..{top} de son {die} ; ramenées dans le dé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n dice dropped (its max is now {max})</source>
        <translation>
            <numerusform>{pool} : %n dé retiré (son max est maintenant {max})</numerusform>
            <numerusform>{pool} : %n dés retirés (son max est maintenant {max})</numerusform>
        </translation>
    </message>
    <message>
        <source>{pool}: faces lowered to the {die}&apos;s top face</source>
        <translation>{pool} : faces abaissées à la face maximale du {die}</translation>
    </message>
    <message>
        <source>the step holds {problem}</source>
        <translation>l&apos;étape contient {problem}</translation>
    </message>
    <message>
        <source>GM</source>
        <comment>the game master, who asked for the action over the table</comment>
        <translation>MJ</translation>
    </message>
    <message>
        <source>{by}: {line}</source>
        <translation>{by} : {line}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>il n&apos;y a rien à annuler</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>il n&apos;y a rien à rétablir</translation>
    </message>
    <message>
        <source>{action} cannot be undone: its saved history holds {problem}</source>
        <translation>{action} ne peut pas être annulé : son historique enregistré contient {problem}</translation>
    </message>
    <message>
        <source>{action} cannot be redone: its saved history holds {problem}</source>
        <translation>{action} ne peut pas être rétabli : son historique enregistré contient {problem}</translation>
    </message>
    <message>
        <source>Undid {action}</source>
        <translation>Annulé : {action}</translation>
    </message>
    <message>
        <source>Redid {action}</source>
        <translation>Rétabli : {action}</translation>
    </message>
    <message>
        <source>{action} cannot be undone: its saved history is damaged ({error})</source>
        <translation>{action} ne peut pas être annulé : son historique enregistré est endommagé ({error})</translation>
    </message>
    <message>
        <source>{action} cannot be redone: its saved history is damaged ({error})</source>
        <translation>{action} ne peut pas être rétabli : son historique enregistré est endommagé ({error})</translation>
    </message>
    <message>
        <source>the rule is invalid</source>
        <translation>la règle n&apos;est pas valide</translation>
    </message>
    <message>
        <source>the rule is disabled</source>
        <translation>la règle est désactivée</translation>
    </message>
    <message>
        <source>{item} is not equipped</source>
        <translation>{item} n&apos;est pas équipé</translation>
    </message>
    <message>
        <source>its condition ({condition}) does not hold</source>
        <translation>sa condition ({condition}) n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>its condition is invalid: {error}</source>
        <translation>sa condition n&apos;est pas valide : {error}</translation>
    </message>
    <message>
        <source>is required</source>
        <translation>est requis</translation>
    </message>
    <message>
        <source>must be one of {expected} (got {value})</source>
        <translation>doit être l&apos;un de {expected} (reçu : {value})</translation>
    </message>
    <message>
        <source>{problem} (got {value})</source>
        <translation>{problem} (reçu : {value})</translation>
    </message>
    <message>
        <source>is invalid</source>
        <translation>n&apos;est pas valide</translation>
    </message>
    <message>
        <source>a rule must be an object, got {kind}</source>
        <translation>une règle doit être un objet, reçu : {kind}</translation>
    </message>
    <message>
        <source>rule type {type} is not supported; kept as is and does nothing</source>
        <translation>le type de règle {type} n&apos;est pas pris en charge ; conservé tel quel, il ne fait rien</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>doit valoir au moins 1</translation>
    </message>
    <message>
        <source>may not contain &apos;{character}&apos;</source>
        <translation>ne peut pas contenir &apos;{character}&apos;</translation>
    </message>
    <message>
        <source>a pool needs an identifier or a label</source>
        <translation>une réserve a besoin d&apos;un identifiant ou d&apos;un libellé</translation>
    </message>
    <message>
        <source>unknown die size {size} (use one of {sizes}); using {default}</source>
        <translation>taille de dé inconnue {size} (utilisez l&apos;une de {sizes}) ; {default} utilisé</translation>
    </message>
    <message>
        <source>unknown die size {size} (use one of {sizes}); no die size</source>
        <translation>taille de dé inconnue {size} (utilisez l&apos;une de {sizes}) ; aucune taille de dé</translation>
    </message>
    <message>
        <source>an entry must be an object, got {kind}</source>
        <translation>une entrée doit être un objet, reçu : {kind}</translation>
    </message>
    <message>
        <source>{trigger} is a charge pool trigger, not a dice pool one</source>
        <translation>{trigger} est un déclencheur de réserve de charges, pas de réserve de dés</translation>
    </message>
    <message>
        <source>{trigger} is a dice pool trigger, not a charge pool one</source>
        <translation>{trigger} est un déclencheur de réserve de dés, pas de réserve de charges</translation>
    </message>
    <message>
        <source>unknown trigger {trigger} (a dice pool uses {triggers})</source>
        <translation>déclencheur inconnu {trigger} (une réserve de dés utilise {triggers})</translation>
    </message>
    <message>
        <source>unknown trigger {trigger} (a charge pool uses {triggers})</source>
        <translation>déclencheur inconnu {trigger} (une réserve de charges utilise {triggers})</translation>
    </message>
    <message>
        <source>unknown mode {mode} (a dice pool uses {modes})</source>
        <translation>mode inconnu {mode} (une réserve de dés utilise {modes})</translation>
    </message>
    <message>
        <source>unknown mode {mode} (a charge pool uses {modes})</source>
        <translation>mode inconnu {mode} (une réserve de charges utilise {modes})</translation>
    </message>
    <message>
        <source>{problem}; this entry does nothing</source>
        <translation>{problem} ; cette entrée ne fait rien</translation>
    </message>
    <message>
        <source>action {action} is not a dice pool action (use one of {actions})</source>
        <translation>l&apos;action {action} n&apos;est pas une action de réserve de dés (utilisez l&apos;une de {actions})</translation>
    </message>
    <message>
        <source>action {action} is not a charge pool action (use one of {actions})</source>
        <translation>l&apos;action {action} n&apos;est pas une action de réserve de charges (utilisez l&apos;une de {actions})</translation>
    </message>
    <message>
        <source>a pool effect must be an object</source>
        <translation>un effet de réserve doit être un objet</translation>
    </message>
    <message>
        <source>an item must be an object, got {kind}</source>
        <translation>un objet (item) doit être un objet JSON, reçu : {kind}</translation>
    </message>
    <message>
        <source>activation.pool must be a list</source>
        <translation>activation.pool doit être une liste</translation>
    </message>
    <message>
        <source>tier {tier} is above the character&apos;s unlocked tier ({highest}); it casts with a warning</source>
        <translation>le rang {tier} est au-dessus du rang débloqué du personnage ({highest}) ; il est lancé avec un avertissement</translation>
    </message>
    <message>
        <source>tier {tier} is above the character&apos;s unlocked tier (none: not a caster); it casts with a warning</source>
        <translation>le rang {tier} est au-dessus du rang débloqué du personnage (aucun : pas un lanceur de sorts) ; il est lancé avec un avertissement</translation>
    </message>
    <message>
        <source>unknown school {school} (one of {schools})</source>
        <translation>école inconnue {school} (l&apos;une de {schools})</translation>
    </message>
    <message>
        <source>unknown scaling mode {mode}: the spell cannot be upcast</source>
        <translation>mode d&apos;amplification inconnu {mode} : le sort ne peut pas être amplifié</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Défendre</translation>
    </message>
    <message>
        <source>Interpose</source>
        <translation>Interposer</translation>
    </message>
    <message>
        <source>Opportunity attack</source>
        <translation>Attaque d&apos;opportunité</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aider</translation>
    </message>
    <message>
        <source>{current}/{max} + {extra} extra left</source>
        <translation>reste {current}/{max} + {extra} en plus</translation>
    </message>
    <message>
        <source>{current}/{max} left</source>
        <translation>reste {current}/{max}</translation>
    </message>
    <message>
        <source>Actions {before} → {after} (carried over from between turns)</source>
        <translation>Actions {before} → {after} (report de l&apos;intervalle entre les tours)</translation>
    </message>
    <message>
        <source> ({pending:+d} carried over)</source>
        <translation> ({pending:+d} reportées)</translation>
    </message>
    <message>
        <source>; reactions back ({reactions})</source>
        <translation>; réactions récupérées ({reactions})</translation>
    </message>
    <message>
        <source>Actions refilled: {current}/{max}{carried}{back}</source>
        <translation>Actions rechargées : {current}/{max}{carried}{back}</translation>
    </message>
    <message>
        <source>dead: {what} is not possible</source>
        <translation>mort : {what} est impossible</translation>
    </message>
    <message>
        <source>{condition}: {what} is not possible (no actions)</source>
        <translation>{condition} : {what} est impossible (aucune action)</translation>
    </message>
    <message numerus="yes">
        <source>{what} needs %n actions, {left} left</source>
        <translation>
            <numerusform>{what} demande %n action, il en reste {left}</numerusform>
            <numerusform>{what} demande %n actions, il en reste {left}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what}: %n actions spent ({left})</source>
        <translation>
            <numerusform>{what} : %n action dépensée ({left})</numerusform>
            <numerusform>{what} : %n actions dépensées ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target gains %n actions now</source>
        <translation>
            <numerusform>{name} : la cible gagne %n action maintenant</numerusform>
            <numerusform>{name} : la cible gagne %n actions maintenant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target gains %n actions next turn</source>
        <translation>
            <numerusform>{name} : la cible gagne %n action au prochain tour</numerusform>
            <numerusform>{name} : la cible gagne %n actions au prochain tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target loses %n actions now</source>
        <translation>
            <numerusform>{name} : la cible perd %n action maintenant</numerusform>
            <numerusform>{name} : la cible perd %n actions maintenant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: the target loses %n actions next turn</source>
        <translation>
            <numerusform>{name} : la cible perd %n action au prochain tour</numerusform>
            <numerusform>{name} : la cible perd %n actions au prochain tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally gains %n actions now</source>
        <translation>
            <numerusform>{name} : chaque allié gagne %n action maintenant</numerusform>
            <numerusform>{name} : chaque allié gagne %n actions maintenant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally gains %n actions next turn</source>
        <translation>
            <numerusform>{name} : chaque allié gagne %n action au prochain tour</numerusform>
            <numerusform>{name} : chaque allié gagne %n actions au prochain tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally loses %n actions now</source>
        <translation>
            <numerusform>{name} : chaque allié perd %n action maintenant</numerusform>
            <numerusform>{name} : chaque allié perd %n actions maintenant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: every ally loses %n actions next turn</source>
        <translation>
            <numerusform>{name} : chaque allié perd %n action au prochain tour</numerusform>
            <numerusform>{name} : chaque allié perd %n actions au prochain tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions next turn</source>
        <translation>
            <numerusform>{name} : {value:+d} action au prochain tour</numerusform>
            <numerusform>{name} : {value:+d} actions au prochain tour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions now (borrowed from next turn) ({left})</source>
        <translation>
            <numerusform>{name} : {value:+d} action maintenant (empruntée au prochain tour) ({left})</numerusform>
            <numerusform>{name} : {value:+d} actions maintenant (empruntées au prochain tour) ({left})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {value:+d} actions now ({left})</source>
        <translation>
            <numerusform>{name} : {value:+d} action maintenant ({left})</numerusform>
            <numerusform>{name} : {value:+d} actions maintenant ({left})</numerusform>
        </translation>
    </message>
    <message>
        <source>{reaction} needs an encounter</source>
        <translation>{reaction} nécessite une rencontre</translation>
    </message>
    <message>
        <source>{reaction}: the character is dead</source>
        <translation>{reaction} : le personnage est mort</translation>
    </message>
    <message>
        <source>{reaction} is already used this round</source>
        <translation>{reaction} a déjà été utilisée ce round</translation>
    </message>
    <message>
        <source>{reaction} is not possible on your own turn</source>
        <translation>{reaction} est impossible pendant votre propre tour</translation>
    </message>
    <message>
        <source>{condition}: {reaction} is not possible</source>
        <translation>{condition} : {reaction} est impossible</translation>
    </message>
    <message numerus="yes">
        <source>{reaction} needs %n actions, {left} left (a reaction cannot use extra actions)</source>
        <translation>
            <numerusform>{reaction} demande %n action, il en reste {left} (une réaction ne peut pas utiliser d&apos;actions supplémentaires)</numerusform>
            <numerusform>{reaction} demande %n actions, il en reste {left} (une réaction ne peut pas utiliser d&apos;actions supplémentaires)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n actions spent</source>
        <translation>
            <numerusform>%n action dépensée</numerusform>
            <numerusform>%n actions dépensées</numerusform>
        </translation>
    </message>
    <message>
        <source>{reaction} (reaction): {spent} ({left})</source>
        <translation>{reaction} (réaction) : {spent} ({left})</translation>
    </message>
    <message>
        <source>Defend: damage reduced by Armor {armor} ({before} → {after})</source>
        <translation>Défendre : dégâts réduits par l&apos;Armure {armor} ({before} → {after})</translation>
    </message>
    <message>
        <source>No actions left</source>
        <translation>Plus aucune action</translation>
    </message>
    <message>
        <source>Dying: actions capped at {limit} ({left})</source>
        <translation>Mourant : actions limitées à {limit} ({left})</translation>
    </message>
    <message>
        <source>&apos;value&apos; has the wrong type ({type})</source>
        <translation>&apos;value&apos; n&apos;a pas le bon type ({type})</translation>
    </message>
    <message>
        <source>poolBonuses.&lt;identifier&gt; needs a pool identifier (no &apos;:&apos;, &apos;@&apos; or &apos;.&apos;)</source>
        <translation>poolBonuses.&lt;identifier&gt; demande un identifiant de réserve (sans &apos;:&apos;, &apos;@&apos; ni &apos;.&apos;)</translation>
    </message>
    <message>
        <source>a pool bonus must be between -{limit:,} and {limit:,}</source>
        <translation>un bonus de réserve doit être compris entre -{limit:,} et {limit:,}</translation>
    </message>
    <message>
        <source>{pool} level-up bonus {before:+d} → {after:+d}</source>
        <translation>Bonus de montée de niveau de {pool} {before:+d} → {after:+d}</translation>
    </message>
    <message>
        <source>&apos;{field}&apos; cannot be set (one of {fields}, hitDice.&lt;size&gt;.current, hitDice.&lt;size&gt;.max, poolBonuses.&lt;identifier&gt;, skills.&lt;skill&gt;.points|bonus, savingThrows.&lt;stat&gt;.bonus|defaultRollMode, armor.baseValue or movement.&lt;mode&gt;)</source>
        <translation>&apos;{field}&apos; ne peut pas être défini (l&apos;un de {fields}, hitDice.&lt;size&gt;.current, hitDice.&lt;size&gt;.max, poolBonuses.&lt;identifier&gt;, skills.&lt;skill&gt;.points|bonus, savingThrows.&lt;stat&gt;.bonus|defaultRollMode, armor.baseValue ou movement.&lt;mode&gt;)</translation>
    </message>
    <message>
        <source>size must be one of {sizes}</source>
        <translation>la taille doit être l&apos;une de {sizes}</translation>
    </message>
    <message>
        <source>the name cannot be empty</source>
        <translation>le nom ne peut pas être vide</translation>
    </message>
    <message>
        <source>{field} cannot be negative</source>
        <translation>{field} ne peut pas être négatif</translation>
    </message>
    <message>
        <source>{field} must be between -{limit:,} and {limit:,}</source>
        <translation>{field} doit être compris entre -{limit:,} et {limit:,}</translation>
    </message>
    <message>
        <source>Hit dice {size} current {before} → {after}</source>
        <translation>Dés de vie {size} actuels {before} → {after}</translation>
    </message>
    <message>
        <source>Hit dice {size} max {before} → {after}</source>
        <translation>Dés de vie {size} max {before} → {after}</translation>
    </message>
    <message>
        <source>{field} {before} → {after}, lowered to the new maximum</source>
        <translation>{field} {before} → {after}, abaissé au nouveau maximum</translation>
    </message>
    <message>
        <source>&apos;name&apos; must be a word such as raging</source>
        <translation>&apos;name&apos; doit être un mot comme raging</translation>
    </message>
    <message>
        <source>{name} on</source>
        <translation>{name} : activé</translation>
    </message>
    <message>
        <source>{name} off</source>
        <translation>{name} : désactivé</translation>
    </message>
    <message>
        <source>HP at half or less</source>
        <translation>PV à la moitié ou moins</translation>
    </message>
    <message>
        <source>wounds above 0</source>
        <translation>blessures au-dessus de 0</translation>
    </message>
    <message>
        <source>{condition} is derived ({why}): it cannot be turned on or off</source>
        <translation>{condition} est une condition dérivée ({why}) : impossible de l&apos;activer ou de la désactiver</translation>
    </message>
    <message>
        <source>{name} is no condition (blinded, dazed, prone … of character.md §12); any other state is set with the state step: {example}</source>
        <translation>{name} n&apos;est pas une condition (blinded, dazed, prone … de character.md §12) ; tout autre état se définit avec l&apos;étape state : {example}</translation>
    </message>
    <message>
        <source>a timer counts &apos;turnEnds&apos; or &apos;attacks&apos;, not both</source>
        <translation>un minuteur compte &apos;turnEnds&apos; ou &apos;attacks&apos;, pas les deux</translation>
    </message>
    <message>
        <source>a condition turned off takes no timer</source>
        <translation>une condition désactivée ne prend pas de minuteur</translation>
    </message>
    <message>
        <source>you are immune to {condition} ({sources})</source>
        <translation>vous êtes immunisé contre {condition} ({sources})</translation>
    </message>
    <message>
        <source>{name} has no active manual consumer of {pool}</source>
        <translation>{name} n&apos;a aucun consommateur manuel actif de {pool}</translation>
    </message>
    <message>
        <source> number {rule}</source>
        <translation> numéro {rule}</translation>
    </message>
    <message>
        <source>{pool} has no die size to roll</source>
        <translation>{pool} n&apos;a pas de taille de dé à lancer</translation>
    </message>
    <message>
        <source>{pool} needs 1 charge, 0 left</source>
        <translation>{pool} demande 1 charge, il en reste 0</translation>
    </message>
    <message>
        <source>{pool}: rolled {face} on a {die} ({left}/{max} left)</source>
        <translation>{pool} : {face} obtenu sur un {die} (reste {left}/{max})</translation>
    </message>
    <message numerus="yes">
        <source>die {index} is out of range ({pool} holds %n dice, numbered from 0)</source>
        <translation>
            <numerusform>le dé {index} est hors limites ({pool} contient %n dé, numéroté à partir de 0)</numerusform>
            <numerusform>le dé {index} est hors limites ({pool} contient %n dés, numérotés à partir de 0)</numerusform>
        </translation>
    </message>
    <message>
        <source>a {die} shows 1 to {top}, not {face}</source>
        <translation>un {die} affiche de 1 à {top}, pas {face}</translation>
    </message>
    <message>
        <source>{pool}: die {number} set {before} → {after}</source>
        <translation>{pool} : dé {number} réglé {before} → {after}</translation>
    </message>
    <message>
        <source>{pool}: removed a die ({face})</source>
        <translation>{pool} : un dé retiré ({face})</translation>
    </message>
    <message>
        <source>{pool}: die {number} rerolled {before} → {after}</source>
        <translation>{pool} : dé {number} relancé {before} → {after}</translation>
    </message>
    <message>
        <source>{pool} is full ({count}/{max})</source>
        <translation>{pool} est pleine ({count}/{max})</translation>
    </message>
    <message>
        <source>{pool} +1 ({face}) rolled in by hand</source>
        <translation>{pool} +1 ({face}) lancé à la main</translation>
    </message>
    <message>
        <source>{pool} set {before} → {after} ({after}/{max})</source>
        <translation>{pool} réglée {before} → {after} ({after}/{max})</translation>
    </message>
    <message>
        <source>a check names exactly one of &apos;skill&apos;, &apos;save&apos; or &apos;stat&apos;</source>
        <translation>un test nomme exactement un élément parmi &apos;skill&apos;, &apos;save&apos; ou &apos;stat&apos;</translation>
    </message>
    <message>
        <source>item {path}: {error}</source>
        <translation>objet {path} : {error}</translation>
    </message>
    <message>
        <source>&apos;at&apos; must be 0..{last}</source>
        <translation>&apos;at&apos; doit valoir 0..{last}</translation>
    </message>
    <message>
        <source>{name} added</source>
        <translation>{name} ajouté</translation>
    </message>
    <message>
        <source> and {count} more</source>
        <translation> et {count} de plus</translation>
    </message>
    <message numerus="yes">
        <source>%n items added: {items}</source>
        <translation>
            <numerusform>%n objet ajouté : {items}</numerusform>
            <numerusform>%n objets ajoutés : {items}</numerusform>
        </translation>
    </message>
    <message>
        <source>{key} cannot be edited here (one of {keys})</source>
        <translation>{key} ne peut pas être modifié ici (l&apos;un de {keys})</translation>
    </message>
    <message>
        <source>no {key}</source>
        <translation>pas de {key}</translation>
    </message>
    <message>
        <source>{name}: edited ({fields})</source>
        <translation>{name} : modifié ({fields})</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (copie)</translation>
    </message>
    <message>
        <source>{name} added (a copy of {original})</source>
        <translation>{name} ajouté (copie de {original})</translation>
    </message>
    <message>
        <source>&apos;to&apos; must be 0..{last}</source>
        <translation>&apos;to&apos; doit valoir 0..{last}</translation>
    </message>
    <message>
        <source>{name} moved to position {position}</source>
        <translation>{name} déplacé en position {position}</translation>
    </message>
    <message>
        <source>{name} deleted with its pools ({pools})</source>
        <translation>{name} supprimé avec ses réserves ({pools})</translation>
    </message>
    <message>
        <source>{name} deleted</source>
        <translation>{name} supprimé</translation>
    </message>
    <message>
        <source>the dead cannot act (Dead)</source>
        <translation>les morts ne peuvent pas agir (Mort)</translation>
    </message>
    <message>
        <source>{name} is a {type}, not an object</source>
        <translation>{name} est un {type}, pas un objet</translation>
    </message>
    <message>
        <source>{name} equipped</source>
        <translation>{name} équipé</translation>
    </message>
    <message>
        <source>{name} unequipped</source>
        <translation>{name} déséquipé</translation>
    </message>
    <message>
        <source>{name}&apos;s rule {rule} is not an object</source>
        <translation>la règle {rule} de {name} n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>{name}: rule {rule} enabled</source>
        <translation>{name} : règle {rule} activée</translation>
    </message>
    <message>
        <source>{name}: rule {rule} disabled</source>
        <translation>{name} : règle {rule} désactivée</translation>
    </message>
    <message>
        <source>{name} has no rule {rule}</source>
        <translation>{name} n&apos;a pas de règle {rule}</translation>
    </message>
    <message>
        <source>this rule is not an object; replace it whole with &apos;raw&apos;</source>
        <translation>cette règle n&apos;est pas un objet ; remplacez-la entièrement avec &apos;raw&apos;</translation>
    </message>
    <message>
        <source>{name}: rule {number} ({rule}) edited</source>
        <translation>{name} : règle {number} ({rule}) modifiée</translation>
    </message>
    <message>
        <source>{name}: rule {rule} added</source>
        <translation>{name} : règle {rule} ajoutée</translation>
    </message>
    <message numerus="yes">
        <source>{name}: rules edited (%n rules)</source>
        <translation>
            <numerusform>{name} : règles modifiées (%n règle)</numerusform>
            <numerusform>{name} : règles modifiées (%n règles)</numerusform>
        </translation>
    </message>
    <message>
        <source>rule</source>
        <translation>règle</translation>
    </message>
    <message>
        <source>{name}: rule {rule} deleted</source>
        <translation>{name} : règle {rule} supprimée</translation>
    </message>
    <message>
        <source>an encounter is already running</source>
        <translation>une rencontre est déjà en cours</translation>
    </message>
    <message>
        <source>Encounter started</source>
        <translation>Rencontre commencée</translation>
    </message>
    <message>
        <source>no encounter is running</source>
        <translation>aucune rencontre n&apos;est en cours</translation>
    </message>
    <message>
        <source>Encounter ended</source>
        <translation>Rencontre terminée</translation>
    </message>
    <message>
        <source>Encounter end</source>
        <translation>Fin de la rencontre</translation>
    </message>
    <message>
        <source>Unused damage reduction ({bank}) expired</source>
        <translation>La réduction de dégâts inutilisée ({bank}) a expiré</translation>
    </message>
    <message>
        <source>initiative formula {formula}: {error}</source>
        <translation>formule d&apos;initiative {formula} : {error}</translation>
    </message>
    <message>
        <source>initiative {value} cannot come from {formula} ({low} to {high})</source>
        <translation>l&apos;initiative {value} ne peut pas provenir de {formula} ({low} à {high})</translation>
    </message>
    <message>
        <source>Initiative {value} (rolled at the table; {mode})</source>
        <translation>Initiative {value} (lancée à la table ; {mode})</translation>
    </message>
    <message>
        <source>Initiative {value} (rolled at the table)</source>
        <translation>Initiative {value} (lancée à la table)</translation>
    </message>
    <message>
        <source> {sign} {bonus} (Initiative Bonus)</source>
        <translation> {sign} {bonus} (Bonus d&apos;Initiative)</translation>
    </message>
    <message>
        <source>Initiative {value} ({rolled}; {mode})</source>
        <translation>Initiative {value} ({rolled} ; {mode})</translation>
    </message>
    <message>
        <source>Initiative {value} ({rolled})</source>
        <translation>Initiative {value} ({rolled})</translation>
    </message>
    <message>
        <source>Turn started</source>
        <translation>Tour commencé</translation>
    </message>
    <message>
        <source>Turn ended</source>
        <translation>Tour terminé</translation>
    </message>
    <message numerus="yes">
        <source>%n {size} hit dice asked, {left} left</source>
        <translation>
            <numerusform>%n dé de vie {size} demandé, il en reste {left}</numerusform>
            <numerusform>%n dés de vie {size} demandés, il en reste {left}</numerusform>
        </translation>
    </message>
    <message>
        <source>Catch Breath</source>
        <translation>Courte pause</translation>
    </message>
    <message>
        <source>Make Camp</source>
        <translation>Faire un camp</translation>
    </message>
    <message>
        <source>, {strength:+d} STR each</source>
        <translation>, {strength:+d} FOR chacun</translation>
    </message>
    <message>
        <source> with advantage ({sources})</source>
        <translation> avec avantage ({sources})</translation>
    </message>
    <message>
        <source> at their top face (Maximize Hit Dice)</source>
        <translation> à leur face maximale (Maximiser les Dés de Vie)</translation>
    </message>
    <message>
        <source>{mode}: hit dice {dice}{how}{bonus}: healed {total}, HP {before} → {after}</source>
        <translation>{mode} : dés de vie {dice}{how}{bonus} : {total} soignés, PV {before} → {after}</translation>
    </message>
    <message>
        <source>Mana {before} → {after}</source>
        <translation>Mana {before} → {after}</translation>
    </message>
    <message>
        <source>HP {before} → {after}</source>
        <translation>PV {before} → {after}</translation>
    </message>
    <message>
        <source>Temporary HP {before} → 0</source>
        <translation>PV temporaires {before} → 0</translation>
    </message>
    <message>
        <source>Hit dice back: {dice}</source>
        <translation>Dés de vie récupérés : {dice}</translation>
    </message>
    <message>
        <source>Wounds {before} → {after}</source>
        <translation>Blessures {before} → {after}</translation>
    </message>
    <message>
        <source>Field rest: Catch Breath</source>
        <translation>Repos de terrain : Courte pause</translation>
    </message>
    <message>
        <source>Field rest: Make Camp</source>
        <translation>Repos de terrain : Faire un camp</translation>
    </message>
    <message>
        <source>Safe rest</source>
        <translation>Repos sûr</translation>
    </message>
    <message>
        <source>Field rest</source>
        <translation>Repos de terrain</translation>
    </message>
    <message>
        <source>&apos;hitDice&apos; names no hit dice to spend</source>
        <translation>&apos;hitDice&apos; ne désigne aucun dé de vie à dépenser</translation>
    </message>
    <message>
        <source>unknown trigger {trigger}</source>
        <translation>déclencheur inconnu {trigger}</translation>
    </message>
    <message>
        <source>{trigger} triggered</source>
        <translation>{trigger} déclenché</translation>
    </message>
    <message>
        <source>reaction {number}</source>
        <translation>réaction {number}</translation>
    </message>
    <message>
        <source>{where}: {name} has no active manual dice consumer</source>
        <translation>{where} : {name} n&apos;a aucun consommateur de dés manuel actif</translation>
    </message>
    <message>
        <source>{amount} {kind} damage</source>
        <translation>{amount} dégâts de type {kind}</translation>
    </message>
    <message>
        <source>{amount} damage</source>
        <translation>{amount} dégâts</translation>
    </message>
    <message>
        <source>{kind} damage</source>
        <translation>dégâts de type {kind}</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <source>Attacked: {damage}</source>
        <translation>Attaqué : {damage}</translation>
    </message>
    <message>
        <source> (critical)</source>
        <translation> (critique)</translation>
    </message>
    <message>
        <source>A melee hit on an incapacitated character is a critical hit</source>
        <translation>Un coup de mêlée sur un personnage incapacité est un coup critique</translation>
    </message>
    <message>
        <source>actions are tracked only in an encounter</source>
        <translation>les actions ne sont suivies que pendant une rencontre</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>{name} is not a spell (use activate)</source>
        <translation>{name} n&apos;est pas un sort (utilisez activate)</translation>
    </message>
    <message>
        <source>{field} must be a whole number {low:,}..{high:,}, not {value}</source>
        <translation>{field} doit être un nombre entier {low:,}..{high:,}, pas {value}</translation>
    </message>
    <message>
        <source>Mana bonus {before:+d} → {after:+d}</source>
        <translation>Bonus de mana {before:+d} → {after:+d}</translation>
    </message>
    <message>
        <source>derived</source>
        <comment>the highest spell tier: found from the class, not set</comment>
        <translation>dérivé</translation>
    </message>
    <message>
        <source>Highest spell tier {before} → {after}</source>
        <translation>Rang de sort le plus élevé {before} → {after}</translation>
    </message>
    <message>
        <source>mana.max is derived from {name}&apos;s mana formula: set mana.bonus instead</source>
        <translation>mana.max est dérivé de la formule de mana de {name} : définissez plutôt mana.bonus</translation>
    </message>
    <message>
        <source>the class</source>
        <translation>la classe</translation>
    </message>
    <message>
        <source>advantage {size}</source>
        <translation>avantage {size}</translation>
    </message>
    <message>
        <source>disadvantage {size}</source>
        <translation>désavantage {size}</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>avantage</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <translation>désavantage</translation>
    </message>
    <message>
        <source>no advantage</source>
        <translation>sans avantage</translation>
    </message>
    <message>
        <source>chosen {mode}</source>
        <translation>choisi {mode}</translation>
    </message>
    <message>
        <source>clamped to {mode}</source>
        <translation>ramené à {mode}</translation>
    </message>
    <message>
        <source>{mode}: {sources}</source>
        <translation>{mode} : {sources}</translation>
    </message>
    <message>
        <source>the attack has no delivery</source>
        <translation>l&apos;attaque n&apos;a pas de forme</translation>
    </message>
    <message>
        <source>it is for {kind} attacks</source>
        <translation>elle concerne les attaques de type {kind}</translation>
    </message>
    <message>
        <source>it is for {kind} damage</source>
        <translation>elle concerne les dégâts de type {kind}</translation>
    </message>
    <message>
        <source>the target does not match its target condition</source>
        <translation>la cible ne remplit pas sa condition de cible</translation>
    </message>
    <message>
        <source>{rule} is no active Conditional Bonus rule</source>
        <translation>{rule} n&apos;est pas une règle Bonus conditionnel active</translation>
    </message>
    <message>
        <source>{name} is picked twice: one pick per attack</source>
        <translation>{name} est choisi deux fois : un seul choix par attaque</translation>
    </message>
    <message>
        <source>{name} offers no advantage, only damage</source>
        <translation>{name} n&apos;offre pas d&apos;avantage, seulement des dégâts</translation>
    </message>
    <message>
        <source>{name} does not apply to {attack}: {why}</source>
        <translation>{name} ne s&apos;applique pas à {attack} : {why}</translation>
    </message>
    <message numerus="yes">
        <source>ends after %n more of your attacks</source>
        <translation>
            <numerusform>se termine après votre prochaine attaque</numerusform>
            <numerusform>se termine après vos %n prochaines attaques</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ends after %n more of your turns</source>
        <translation>
            <numerusform>se termine après votre prochain tour</numerusform>
            <numerusform>se termine après vos %n prochains tours</numerusform>
        </translation>
    </message>
    <message>
        <source>{by}: {condition}: immune ({sources}), not applied</source>
        <translation>{by} : {condition} : immunisé ({sources}), non appliqué</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>{condition}: now {timer}</source>
        <translation>{condition} : désormais {timer}</translation>
    </message>
    <message>
        <source>{condition} on{timer}</source>
        <translation>{condition} : activé{timer}</translation>
    </message>
    <message>
        <source>{condition} off</source>
        <translation>{condition} : désactivé</translation>
    </message>
    <message>
        <source>{condition} {why}</source>
        <translation>{condition} : {why}</translation>
    </message>
    <message>
        <source>Target: {condition} ({by}{timer})</source>
        <translation>Cible : {condition} ({by}{timer})</translation>
    </message>
    <message>
        <source>ended (the encounter is over)</source>
        <translation>terminé (la rencontre est finie)</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>Actions {before} → {after} ({why})</source>
        <translation>Actions {before} → {after} ({why})</translation>
    </message>
    <message>
        <source>Dazed: the next turn has one action fewer</source>
        <translation>Hébété : le prochain tour a une action de moins</translation>
    </message>
    <message>
        <source>ended: immune ({sources})</source>
        <translation>terminé : immunisé ({sources})</translation>
    </message>
    <message>
        <source>Restrained +1</source>
        <translation>Restreint +1</translation>
    </message>
    <message>
        <source>Prone +1 (melee)</source>
        <translation>À terre +1 (mêlée)</translation>
    </message>
    <message>
        <source>Prone +1 in melee, −1 ranged</source>
        <translation>À terre +1 en mêlée, −1 à distance</translation>
    </message>
    <message>
        <source>Reminder: attacks against you: {effects}</source>
        <translation>Rappel : attaques contre vous : {effects}</translation>
    </message>
    <message>
        <source>a duration of {seconds} seconds is kept and ignored: only rounds or turns make a timer (character.md §15.4)</source>
        <translation>une durée de {seconds} secondes est conservée et ignorée : seuls les rounds ou les tours font un minuteur (character.md §15.4)</translation>
    </message>
    <message>
        <source>applies no condition: choose one</source>
        <translation>n&apos;applique aucune condition : choisissez-en une</translation>
    </message>
    <message>
        <source>{condition} is derived from HP and wounds: it is never applied</source>
        <translation>{condition} découle des PV et des blessures : elle n&apos;est jamais appliquée</translation>
    </message>
    <message>
        <source>lists no condition: it does nothing</source>
        <translation>ne liste aucune condition : elle ne fait rien</translation>
    </message>
    <message>
        <source>{names}: damage halved ({before} → {after})</source>
        <translation>{names} : dégâts divisés par deux ({before} → {after})</translation>
    </message>
    <message>
        <source>{name}: damage reduced by {value} ({before} → {after})</source>
        <translation>{name} : dégâts réduits de {value} ({before} → {after})</translation>
    </message>
    <message>
        <source>the character</source>
        <translation>le personnage</translation>
    </message>
    <message>
        <source>Attacks against {who} have disadvantage ({name})</source>
        <translation>Les attaques contre {who} ont le désavantage ({name})</translation>
    </message>
    <message>
        <source>An attack on an ally within {range:g} spaces can be redirected to {who} ({name})</source>
        <translation>Une attaque contre un allié à {range:g} cases ou moins peut être redirigée vers {who} ({name})</translation>
    </message>
    <message>
        <source>the attack</source>
        <translation>l&apos;attaque</translation>
    </message>
    <message>
        <source>the hit</source>
        <translation>le coup</translation>
    </message>
    <message>
        <source>the critical hit</source>
        <translation>le coup critique</translation>
    </message>
    <message>
        <source>The attacker must reroll {what} with disadvantage ({name})</source>
        <translation>L&apos;attaquant doit relancer {what} avec désavantage ({name})</translation>
    </message>
    <message>
        <source>The attacker must reroll {what} ({name})</source>
        <translation>L&apos;attaquant doit relancer {what} ({name})</translation>
    </message>
    <message>
        <source>{rule} is no active Modify Incoming Attack rule</source>
        <translation>{rule} n&apos;est pas une règle Modifier une attaque reçue active</translation>
    </message>
    <message>
        <source>The attack misses ({name})</source>
        <translation>L&apos;attaque rate ({name})</translation>
    </message>
    <message numerus="yes">
        <source>%n wounds</source>
        <translation>
            <numerusform>%n blessure</numerusform>
            <numerusform>%n blessures</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} wounds</source>
        <translation>{count} blessures</translation>
    </message>
    <message>
        <source>: {wounds}, {why}</source>
        <translation>: {wounds}, {why}</translation>
    </message>
    <message>
        <source>Wounded{why} ({after}/{max}): dead</source>
        <translation>Blessé{why} ({after}/{max}) : mort</translation>
    </message>
    <message>
        <source>Wounded{why} ({after}/{max}): dying</source>
        <translation>Blessé{why} ({after}/{max}) : mourant</translation>
    </message>
    <message>
        <source>a critical hit while Dying</source>
        <translation>un coup critique en étant Mourant</translation>
    </message>
    <message>
        <source>a hit while Dying</source>
        <translation>un coup en étant Mourant</translation>
    </message>
    <message>
        <source>Dying save: {roll}</source>
        <translation>Sauvegarde de Mourant : {roll}</translation>
    </message>
    <message>
        <source>Dying save (Strength, DC {dc}): succeeded (at the table)</source>
        <translation>Sauvegarde de Mourant (Force, DD {dc}) : réussie (à la table)</translation>
    </message>
    <message>
        <source>Dying save (Strength, DC {dc}): failed (at the table)</source>
        <translation>Sauvegarde de Mourant (Force, DD {dc}) : ratée (à la table)</translation>
    </message>
    <message>
        <source>the Dying save failed</source>
        <translation>la sauvegarde de Mourant a échoué</translation>
    </message>
    <message>
        <source>{name}: Grant Item {rule} is in-memory only (not supported here): nothing added</source>
        <translation>{name} : Accorder un objet {rule} n&apos;existe qu&apos;en mémoire (non pris en charge ici) : rien n&apos;est ajouté</translation>
    </message>
    <message>
        <source>{name}: Grant Item {rule}: no library item has uuid {uuid}; nothing added</source>
        <translation>{name} : Accorder un objet {rule} : aucun objet de la bibliothèque n&apos;a l&apos;uuid {uuid} ; rien n&apos;est ajouté</translation>
    </message>
    <message>
        <source>spellPicks names {rule}, which is no Grant Spells rule that picks spells at this level</source>
        <translation>spellPicks nomme {rule}, qui n&apos;est pas une règle Accorder des sorts choisissant des sorts à ce niveau</translation>
    </message>
    <message numerus="yes">
        <source>Grant Spells {name} picks exactly %n spells (spellPicks.{rule} has {given})</source>
        <translation>
            <numerusform>Accorder des sorts {name} choisit exactement %n sort (spellPicks.{rule} en a {given})</numerusform>
            <numerusform>Accorder des sorts {name} choisit exactement %n sorts (spellPicks.{rule} en a {given})</numerusform>
        </translation>
    </message>
    <message>
        <source>Grant Spells {name} picks exactly {count} spells (spellPicks.{rule} has {given})</source>
        <translation>Accorder des sorts {name} choisit exactement {count} sorts (spellPicks.{rule} en a {given})</translation>
    </message>
    <message>
        <source>spellPicks.{rule}[{number}] ({spell}) is outside Grant Spells {name}: {words}</source>
        <translation>spellPicks.{rule}[{number}] ({spell}) n&apos;entre pas dans Accorder des sorts {name} : {words}</translation>
    </message>
    <message>
        <source>no item of the imported content has uuid {uuid}: the grant will add nothing (import the pack that holds it, File ▸ Import Foundry content…, or fix the uuid)</source>
        <translation>aucun objet du contenu importé n&apos;a l&apos;uuid {uuid} : l&apos;octroi n&apos;ajoutera rien (importez le pack qui le contient, Fichier ▸ Importer du contenu Foundry…, ou corrigez l&apos;uuid)</translation>
    </message>
    <message>
        <source>in-memory grants are not supported here: the rule adds nothing</source>
        <translation>les octrois en mémoire ne sont pas pris en charge ici : la règle n&apos;ajoute rien</translation>
    </message>
    <message>
        <source>grants nothing: give the library item&apos;s uuid (Compendium.…)</source>
        <translation>n&apos;accorde rien : indiquez l&apos;uuid de l&apos;objet de la bibliothèque (Compendium.…)</translation>
    </message>
    <message>
        <source>lets the player pick from every school: list the schools (or known)</source>
        <translation>laisse le joueur choisir dans toutes les écoles : listez les écoles (ou known)</translation>
    </message>
    <message>
        <source>the level-up HP roll takes this advantage whenever the rule is active: the condition is not asked at level-up</source>
        <translation>le jet de PV de montée de niveau prend cet avantage chaque fois que la règle est active : la condition n&apos;est pas demandée lors de la montée de niveau</translation>
    </message>
    <message>
        <source>{rule} is no active Hit Dice Advantage rule for a field rest</source>
        <translation>{rule} n&apos;est pas une règle Avantage sur les Dés de Vie active pour un repos de terrain</translation>
    </message>
    <message>
        <source>Healed {amount} ({sources}): HP {before} → {after}</source>
        <translation>Soins de {amount} ({sources}) : PV {before} → {after}</translation>
    </message>
    <message>
        <source>Healed {amount}: HP {before} → {after}</source>
        <translation>Soins de {amount} : PV {before} → {after}</translation>
    </message>
    <message>
        <source>Dying off</source>
        <translation>Mourant : désactivé</translation>
    </message>
    <message>
        <source>levelling up needs a class item: the character has none</source>
        <translation>monter de niveau demande un objet de classe : le personnage n&apos;en a aucun</translation>
    </message>
    <message>
        <source>levelling up needs a class item: {name} is none</source>
        <translation>monter de niveau demande un objet de classe : {name} n&apos;en est pas un</translation>
    </message>
    <message>
        <source>level {level} is the last level: there is no level to gain</source>
        <translation>le niveau {level} est le dernier : il n&apos;y a pas de niveau à gagner</translation>
    </message>
    <message>
        <source>level {level} of {name} has no stat increase: give no stats</source>
        <translation>le niveau {level} de {name} n&apos;a pas d&apos;augmentation d&apos;attribut : n&apos;indiquez aucun attribut</translation>
    </message>
    <message>
        <source>level {level} of {name} has a primary stat increase: name one key stat</source>
        <translation>le niveau {level} de {name} a une augmentation principale d&apos;attribut : indiquez un attribut clé</translation>
    </message>
    <message>
        <source>level {level} of {name} has a secondary stat increase: name one stat that is not a key stat</source>
        <translation>le niveau {level} de {name} a une augmentation secondaire d&apos;attribut : indiquez un attribut qui n&apos;est pas un attribut clé</translation>
    </message>
    <message>
        <source>level {level} of {name} has a capstone increase: name two different stats</source>
        <translation>le niveau {level} de {name} a une augmentation d&apos;apogée : indiquez deux attributs différents</translation>
    </message>
    <message>
        <source>primary increase must be a key stat ({keys}), not {stat}</source>
        <translation>l&apos;augmentation principale doit porter sur un attribut clé ({keys}), pas {stat}</translation>
    </message>
    <message>
        <source>secondary increase must be a non-key stat ({stat} is a key stat)</source>
        <translation>l&apos;augmentation secondaire doit porter sur un attribut non clé ({stat} est un attribut clé)</translation>
    </message>
    <message>
        <source>a stat cannot pass {cap}: {stat} is {value}</source>
        <translation>un attribut ne peut pas dépasser {cap} : {stat} vaut {value}</translation>
    </message>
    <message>
        <source>a level gives exactly one skill point: name one skill in &apos;skill&apos;</source>
        <translation>un niveau donne exactement un point de compétence : indiquez une compétence dans &apos;skill&apos;</translation>
    </message>
    <message>
        <source>unknown skill {skill} (one of {skills})</source>
        <translation>compétence inconnue {skill} (l&apos;une de {skills})</translation>
    </message>
    <message>
        <source>a skill cannot pass +{cap}: {skill} is +{value}</source>
        <translation>une compétence ne peut pas dépasser +{cap} : {skill} est à +{value}</translation>
    </message>
    <message>
        <source>a subclass is chosen at level {at}, not at level {level}</source>
        <translation>une sous-classe se choisit au niveau {at}, pas au niveau {level}</translation>
    </message>
    <message>
        <source>the subclass&apos;s parentClass must be {identifier} (the class&apos;s identifier), not {parent}</source>
        <translation>le parentClass de la sous-classe doit être {identifier} (l&apos;identifiant de la classe), pas {parent}</translation>
    </message>
    <message>
        <source>an epic boon is chosen at level {at}, not at level {level}</source>
        <translation>un bienfait épique se choisit au niveau {at}, pas au niveau {level}</translation>
    </message>
    <message>
        <source>{name} has no hit die size (hitDieSize 4, 6, 8, 10, 12 or 20): the level&apos;s HP cannot be found</source>
        <translation>{name} n&apos;a pas de taille de dé de vie (hitDieSize 4, 6, 8, 10, 12 ou 20) : les PV du niveau sont introuvables</translation>
    </message>
    <message>
        <source>average of {die}</source>
        <translation>moyenne de {die}</translation>
    </message>
    <message>
        <source>the HP value must be 1..{faces} (a {die} rolled at the table), not {value}</source>
        <translation>la valeur de PV doit être 1..{faces} (un {die} lancé à la table), pas {value}</translation>
    </message>
    <message>
        <source>{die} rolled at the table</source>
        <translation>{die} lancé à la table</translation>
    </message>
    <message>
        <source>{die} with advantage{sources}: {faces} → {kept}</source>
        <translation>{die} avec avantage{sources} : {faces} → {kept}</translation>
    </message>
    <message>
        <source>the items added grant more than {limit} items (a Grant Item loop?)</source>
        <translation>les objets ajoutés accordent plus de {limit} objets (une boucle d&apos;Accorder un objet ?)</translation>
    </message>
    <message>
        <source>Granted: {items}</source>
        <translation>Accordé : {items}</translation>
    </message>
    <message>
        <source>HP +{hp} ({how})</source>
        <translation>PV +{hp} ({how})</translation>
    </message>
    <message>
        <source>added {items}</source>
        <translation>ajouté : {items}</translation>
    </message>
    <message>
        <source>{name} level {level}: {changes}</source>
        <translation>{name} niveau {level} : {changes}</translation>
    </message>
    <message>
        <source>there is no level-up in the history to take back (levelUpHistory is empty)</source>
        <translation>il n&apos;y a aucune montée de niveau à annuler dans l&apos;historique (levelUpHistory est vide)</translation>
    </message>
    <message>
        <source>Level {level} taken back: HP -{hp}</source>
        <translation>Niveau {level} retiré : PV -{hp}</translation>
    </message>
    <message>
        <source>, removed {items}</source>
        <translation>, retiré : {items}</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Allonge</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Cibles</translation>
    </message>
    <message>
        <source>Area size</source>
        <translation>Taille de la zone</translation>
    </message>
    <message>
        <source>DC</source>
        <translation>DD</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>{name} upcasts by a choice: give &apos;choice&apos; (0..{last})</source>
        <translation>{name} s&apos;amplifie par un choix : indiquez &apos;choice&apos; (0..{last})</translation>
    </message>
    <message>
        <source>{name} offers no upcast choices</source>
        <translation>{name} ne propose aucun choix d&apos;amplification</translation>
    </message>
    <message>
        <source>{name} is a cantrip: it costs no mana and cannot be upcast</source>
        <translation>{name} est un sort mineur : il ne coûte pas de mana et ne peut pas être amplifié</translation>
    </message>
    <message>
        <source>{name} is a tier {tier} spell: it needs at least {tier} mana</source>
        <translation>{name} est un sort de rang {tier} : il demande au moins {tier} de mana</translation>
    </message>
    <message>
        <source>{name} cannot be upcast (its scaling is none)</source>
        <translation>{name} ne peut pas être amplifié (il n&apos;a pas de progression)</translation>
    </message>
    <message>
        <source>no tier is unlocked</source>
        <translation>aucun rang n&apos;est débloqué</translation>
    </message>
    <message>
        <source>the highest unlocked tier is {tier}</source>
        <translation>le rang débloqué le plus élevé est {tier}</translation>
    </message>
    <message>
        <source>{name} cannot be upcast to {mana} mana: {why}</source>
        <translation>{name} ne peut pas être amplifié à {mana} mana : {why}</translation>
    </message>
    <message>
        <source>{name} needs {mana} mana, {left} left</source>
        <translation>{name} demande {mana} mana, il en reste {left}</translation>
    </message>
    <message>
        <source>+{value} damage</source>
        <translation>+{value} dégâts</translation>
    </message>
    <message>
        <source>+{dice} damage</source>
        <translation>+{dice} dégâts</translation>
    </message>
    <message numerus="yes">
        <source>damage dice {value} sizes larger</source>
        <translation>
            <numerusform>dés de dégâts plus grands de {value} taille</numerusform>
            <numerusform>dés de dégâts plus grands de {value} tailles</numerusform>
        </translation>
    </message>
    <message>
        <source>Condition: {condition}</source>
        <translation>Condition : {condition}</translation>
    </message>
    <message>
        <source>one more</source>
        <translation>un de plus</translation>
    </message>
    <message>
        <source>Duration +{value} {unit}</source>
        <translation>Durée +{value} {unit}</translation>
    </message>
    <message>
        <source>{name}: an upcast delta ({operation}) names no damage of this spell; skipped</source>
        <translation>{name} : un delta d&apos;amplification ({operation}) ne désigne aucun dégât de ce sort ; ignoré</translation>
    </message>
    <message>
        <source>{condition}: {name} cannot be cast</source>
        <translation>{condition} : {name} ne peut pas être lancé</translation>
    </message>
    <message>
        <source>Cast {name} (tier {tier})</source>
        <translation>Lancement de {name} (rang {tier})</translation>
    </message>
    <message>
        <source>Cast {name} (cantrip)</source>
        <translation>Lancement de {name} (sort mineur)</translation>
    </message>
    <message>
        <source>: {mana} mana</source>
        <translation>: {mana} mana</translation>
    </message>
    <message>
        <source>, upcast {steps}: {deltas}</source>
        <translation>, amplifié de {steps} : {deltas}</translation>
    </message>
    <message>
        <source>Warning: {name} is tier {tier}, above the highest unlocked tier ({highest})</source>
        <translation>Avertissement : {name} est de rang {tier}, au-dessus du rang débloqué le plus élevé ({highest})</translation>
    </message>
    <message>
        <source>none: not a caster</source>
        <translation>aucun : pas un lanceur de sorts</translation>
    </message>
    <message>
        <source>combat mana {before} → {after}</source>
        <translation>mana de combat {before} → {after}</translation>
    </message>
    <message>
        <source>mana {before} → {after}</source>
        <translation>mana {before} → {after}</translation>
    </message>
    <message>
        <source>Spent {mana} mana ({parts})</source>
        <translation>{mana} mana dépensé ({parts})</translation>
    </message>
    <message>
        <source>a new spell</source>
        <translation>un nouveau sort</translation>
    </message>
    <message>
        <source>Concentrating on {name}</source>
        <translation>Concentration sur {name}</translation>
    </message>
    <message>
        <source>a spell</source>
        <translation>un sort</translation>
    </message>
    <message>
        <source>Concentration on {name} ended ({why})</source>
        <translation>Fin de la concentration sur {name} ({why})</translation>
    </message>
    <message>
        <source>Concentration: {roll}</source>
        <translation>Concentration : {roll}</translation>
    </message>
    <message>
        <source>Concentration: Strength save passed (taken)</source>
        <translation>Concentration : sauvegarde de Force réussie (résultat saisi)</translation>
    </message>
    <message>
        <source>Concentration: Strength save failed (taken)</source>
        <translation>Concentration : sauvegarde de Force ratée (résultat saisi)</translation>
    </message>
    <message>
        <source>the concentration save failed</source>
        <translation>la sauvegarde de concentration a échoué</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>mourant</translation>
    </message>
    <message>
        <source>Mana {before} → {max} (its max is now {max})</source>
        <translation>Mana {before} → {max} (son max est maintenant {max})</translation>
    </message>
    <message>
        <source>states: dying and concentrating: concentration ended (a dying character cannot concentrate)</source>
        <translation>states : dying et concentrating : concentration terminée (un personnage mourant ne peut pas se concentrer)</translation>
    </message>
    <message>
        <source>mana.current: {value} is above the derived max {max}; clamped to it</source>
        <translation>mana.current : {value} dépasse le max calculé {max} ; ramené à celui-ci</translation>
    </message>
    <message>
        <source>Start encounter</source>
        <translation>Commencer la rencontre</translation>
    </message>
    <message>
        <source>End encounter</source>
        <translation>Terminer la rencontre</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Lancer l&apos;initiative</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Start turn</source>
        <translation>Commencer le tour</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <source>Spend hit dice</source>
        <translation>Dépenser des dés de vie</translation>
    </message>
    <message>
        <source>Trigger {trigger}</source>
        <translation>Déclencher {trigger}</translation>
    </message>
    <message>
        <source>Attacked ({damage}, critical)</source>
        <translation>Attaqué ({damage}, critique)</translation>
    </message>
    <message>
        <source>Attacked ({damage})</source>
        <translation>Attaqué ({damage})</translation>
    </message>
    <message>
        <source>Damage ({amount})</source>
        <translation>Dégâts ({amount})</translation>
    </message>
    <message>
        <source>Heal ({amount} HP)</source>
        <translation>Soigner ({amount} PV)</translation>
    </message>
    <message>
        <source>Spend {name}</source>
        <translation>Dépenser {name}</translation>
    </message>
    <message>
        <source>Roll a die from {name}</source>
        <translation>Lancer un dé de {name}</translation>
    </message>
    <message>
        <source>Set a die of {name}</source>
        <translation>Définir un dé de {name}</translation>
    </message>
    <message>
        <source>Remove a die from {name}</source>
        <translation>Retirer un dé de {name}</translation>
    </message>
    <message>
        <source>Reroll a die of {name}</source>
        <translation>Relancer un dé de {name}</translation>
    </message>
    <message>
        <source>Roll a die into {name}</source>
        <translation>Lancer un dé dans {name}</translation>
    </message>
    <message>
        <source>Set {name} to {value}</source>
        <translation>Définir {name} à {value}</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Dextérité</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Volonté</translation>
    </message>
    <message>
        <source>Max HP</source>
        <translation>PV max</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Max wounds</source>
        <translation>Blessures max</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <source>Max mana</source>
        <translation>Mana max</translation>
    </message>
    <message>
        <source>Temporary HP</source>
        <translation>PV temporaires</translation>
    </message>
    <message>
        <source>{skill} points</source>
        <translation>Points de {skill}</translation>
    </message>
    <message>
        <source>{skill} bonus</source>
        <translation>Bonus de {skill}</translation>
    </message>
    <message>
        <source>{stat} save bonus</source>
        <translation>Bonus de sauvegarde de {stat}</translation>
    </message>
    <message>
        <source>{stat} save roll mode</source>
        <translation>Mode de jet de sauvegarde de {stat}</translation>
    </message>
    <message>
        <source>{mode} speed</source>
        <translation>Vitesse ({mode})</translation>
    </message>
    <message>
        <source>Max actions</source>
        <translation>Actions max</translation>
    </message>
    <message>
        <source>Mana bonus</source>
        <translation>Bonus de mana</translation>
    </message>
    <message>
        <source>Highest spell tier</source>
        <translation>Rang de sort le plus élevé</translation>
    </message>
    <message>
        <source>Set {field}</source>
        <translation>Définir {field}</translation>
    </message>
    <message>
        <source>Set {field} to {value}</source>
        <translation>Définir {field} à {value}</translation>
    </message>
    <message>
        <source>Use {name}</source>
        <translation>Utiliser {name}</translation>
    </message>
    <message>
        <source>Equip {name}</source>
        <translation>Équiper {name}</translation>
    </message>
    <message>
        <source>Unequip {name}</source>
        <translation>Déséquiper {name}</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>Ajouter {name}</translation>
    </message>
    <message>
        <source>Add an item</source>
        <translation>Ajouter un objet</translation>
    </message>
    <message numerus="yes">
        <source>Add %n items</source>
        <translation>
            <numerusform>Ajouter %n objet</numerusform>
            <numerusform>Ajouter %n objets</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit {name}</source>
        <translation>Modifier {name}</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>Dupliquer {name}</translation>
    </message>
    <message>
        <source>Move {name}</source>
        <translation>Déplacer {name}</translation>
    </message>
    <message>
        <source>Delete {name}</source>
        <translation>Supprimer {name}</translation>
    </message>
    <message>
        <source>Enable a rule of {name}</source>
        <translation>Activer une règle de {name}</translation>
    </message>
    <message>
        <source>Disable a rule of {name}</source>
        <translation>Désactiver une règle de {name}</translation>
    </message>
    <message>
        <source>Edit a rule of {name}</source>
        <translation>Modifier une règle de {name}</translation>
    </message>
    <message>
        <source>Add a rule of {name}</source>
        <translation>Ajouter une règle à {name}</translation>
    </message>
    <message>
        <source>Delete a rule of {name}</source>
        <translation>Supprimer une règle de {name}</translation>
    </message>
    <message>
        <source>Rules Builder edits on {name}</source>
        <translation>Modifications du Constructeur de règles sur {name}</translation>
    </message>
    <message numerus="yes">
        <source>Spend %n actions</source>
        <translation>
            <numerusform>Dépenser %n action</numerusform>
            <numerusform>Dépenser %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>Cast {name}</source>
        <translation>Lancer {name}</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>Monter de niveau</translation>
    </message>
    <message>
        <source>Level down</source>
        <translation>Descendre de niveau</translation>
    </message>
    <message>
        <source>you died</source>
        <translation>vous êtes mort</translation>
    </message>
    <message>
        <source>you were wounded</source>
        <translation>vous avez été blessé</translation>
    </message>
    <message>
        <source>you are dying</source>
        <translation>vous êtes mourant</translation>
    </message>
    <message>
        <source>you rested</source>
        <translation>vous vous êtes reposé</translation>
    </message>
    <message>
        <source>your turn started</source>
        <translation>votre tour a commencé</translation>
    </message>
    <message>
        <source>your turn ended</source>
        <translation>votre tour s&apos;est terminé</translation>
    </message>
    <message>
        <source>the encounter ended</source>
        <translation>la rencontre s&apos;est terminée</translation>
    </message>
    <message>
        <source>you took a critical hit</source>
        <translation>vous avez subi un coup critique</translation>
    </message>
    <message>
        <source>Killed (the character dies)</source>
        <translation>Tué (le personnage meurt)</translation>
    </message>
    <message>
        <source>Wounded (a wound is added)</source>
        <translation>Blessé (une blessure est ajoutée)</translation>
    </message>
    <message>
        <source>Dying (the character starts dying)</source>
        <translation>Mourant (le personnage devient mourant)</translation>
    </message>
    <message>
        <source>A safe or field rest</source>
        <translation>Un repos sûr ou de terrain</translation>
    </message>
    <message>
        <source>Turn start</source>
        <translation>Début de tour</translation>
    </message>
    <message>
        <source>Turn end</source>
        <translation>Fin de tour</translation>
    </message>
    <message>
        <source>A critical hit received</source>
        <translation>Un coup critique reçu</translation>
    </message>
    <message>
        <source>End your {name}?</source>
        <translation>Mettre fin à votre {name} ?</translation>
    </message>
    <message>
        <source>End {name}?</source>
        <translation>Mettre fin à {name} ?</translation>
    </message>
    <message>
        <source>{name} ended: {cause}</source>
        <translation>Fin de {name} : {cause}</translation>
    </message>
    <message>
        <source>{pool} cleared ({name} ended)</source>
        <translation>{pool} : réserve vidée (fin de {name})</translation>
    </message>
    <message>
        <source>{pool} emptied ({name} ended)</source>
        <translation>{pool} : réserve épuisée (fin de {name})</translation>
    </message>
    <message numerus="yes">
        <source>no attack or use of {name} for %n rounds</source>
        <translation>
            <numerusform>aucune attaque ni utilisation de {name} pendant %n round</numerusform>
            <numerusform>aucune attaque ni utilisation de {name} pendant %n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} on: {cause} ({source})</source>
        <translation>Activation de {name} : {cause} ({source})</translation>
    </message>
    <message>
        <source>slashing</source>
        <translation>tranchant</translation>
    </message>
    <message>
        <source>piercing</source>
        <translation>perforant</translation>
    </message>
    <message>
        <source>bludgeoning</source>
        <translation>contondant</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>feu</translation>
    </message>
    <message>
        <source>cold</source>
        <translation>froid</translation>
    </message>
    <message>
        <source>lightning</source>
        <translation>foudre</translation>
    </message>
    <message>
        <source>acid</source>
        <translation>acide</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>poison</translation>
    </message>
    <message>
        <source>necrotic</source>
        <translation>nécrotique</translation>
    </message>
    <message>
        <source>radiant</source>
        <translation>sacré</translation>
    </message>
    <message>
        <source>psychic</source>
        <translation>psychique</translation>
    </message>
    <message>
        <source>force</source>
        <translation>force</translation>
    </message>
    <message>
        <source>thunder</source>
        <translation>tonnerre</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arme</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>armure</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>bouclier</translation>
    </message>
    <message>
        <source>wand</source>
        <translation>baguette</translation>
    </message>
    <message>
        <source>gear</source>
        <translation>équipement</translation>
    </message>
    <message>
        <source>consumable</source>
        <translation>consommable</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Identifier</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <source>Optional name other rules can refer to this rule by.</source>
        <translation>Nom facultatif par lequel d&apos;autres règles peuvent désigner cette règle.</translation>
    </message>
    <message>
        <source>Suppress activation card</source>
        <translation>Masquer la carte d&apos;activation</translation>
    </message>
    <message>
        <source>Whether using the item writes its activation card to the log.</source>
        <translation>Indique si l&apos;utilisation de l&apos;objet écrit sa carte d&apos;activation dans le journal.</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Triggers</source>
        <translation>Déclencheurs</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Grants</source>
        <translation>Octrois</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>How consumers and modifiers find this pool. Blank: the label&apos;s slug.</source>
        <translation>Comment les consommateurs et les modificateurs trouvent cette réserve. Vide : le slug du libellé.</translation>
    </message>
    <message>
        <source>Where the pool&apos;s state lives.</source>
        <translation>Où est stocké l&apos;état de la réserve.</translation>
    </message>
    <message>
        <source>Must match the pool&apos;s scope.</source>
        <translation>Doit correspondre à la portée de la réserve.</translation>
    </message>
    <message>
        <source>How the pool starts when first granted.</source>
        <translation>L&apos;état de départ de la réserve lorsqu&apos;elle est accordée pour la première fois.</translation>
    </message>
    <message>
        <source>Charge Pool</source>
        <translation>Réserve de charges</translation>
    </message>
    <message>
        <source>A refillable pool of charges (per item or per character), with recovery triggers.</source>
        <translation>Une réserve de charges rechargeable (par objet ou par personnage), avec des déclencheurs de récupération.</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Max charges</source>
        <translation>Charges max</translation>
    </message>
    <message>
        <source>Capacity: 3, @key, @level + 1 …</source>
        <translation>Contenance : 3, @key, @level + 1 …</translation>
    </message>
    <message>
        <source>Die size</source>
        <translation>Taille de dé</translation>
    </message>
    <message>
        <source>Set when each charge is spent by rolling a die (Combat Dice).</source>
        <translation>À définir quand chaque charge se dépense en lançant un dé (Dés de combat).</translation>
    </message>
    <message>
        <source>Initial</source>
        <translation>Initial</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Masquée</translation>
    </message>
    <message>
        <source>Tracked but not shown on the sheet (a gate, not a resource).</source>
        <translation>Suivie mais non affichée sur la fiche (un verrou, pas une ressource).</translation>
    </message>
    <message>
        <source>Recoveries</source>
        <translation>Récupérations</translation>
    </message>
    <message>
        <source>When charges come back, in this order.</source>
        <translation>Quand les charges reviennent, dans cet ordre.</translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charge(s) {die}</source>
        <translation>
            <numerusform>{pool} : %n charge {die}</numerusform>
            <numerusform>{pool} : %n charges {die}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{pool}: %n charge(s)</source>
        <translation>
            <numerusform>{pool} : %n charge</numerusform>
            <numerusform>{pool} : %n charges</numerusform>
        </translation>
    </message>
    <message>
        <source>Charge Consumer</source>
        <translation>Consommateur de charges</translation>
    </message>
    <message>
        <source>Spends charges from a charge pool each time this item is used.</source>
        <translation>Dépense des charges d&apos;une réserve de charges à chaque utilisation de cet objet.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>The charge pool this item spends from.</source>
        <translation>La réserve de charges dans laquelle cet objet puise.</translation>
    </message>
    <message>
        <source>Pool scope</source>
        <translation>Portée de la réserve</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Charges spent per use.</source>
        <translation>Charges dépensées par utilisation.</translation>
    </message>
    <message>
        <source>Each use spends {cost} of {pool}</source>
        <translation>Chaque utilisation dépense {cost} de {pool}</translation>
    </message>
    <message>
        <source>Dice Pool</source>
        <translation>Réserve de dés</translation>
    </message>
    <message>
        <source>A refillable pool of rolled dice (Fury Dice, Judgment Dice); each die keeps its face.</source>
        <translation>Une réserve rechargeable de dés lancés (Dés de Fureur, Dés de Jugement) ; chaque dé garde sa face.</translation>
    </message>
    <message>
        <source>Size of each die stored in the pool.</source>
        <translation>Taille de chaque dé stocké dans la réserve.</translation>
    </message>
    <message>
        <source>Max dice</source>
        <translation>Dés max</translation>
    </message>
    <message>
        <source>How many dice the pool holds: 3, @key …</source>
        <translation>Combien de dés la réserve contient : 3, @key …</translation>
    </message>
    <message>
        <source>Refills</source>
        <translation>Remplissages</translation>
    </message>
    <message>
        <source>When dice come back, in this order.</source>
        <translation>Quand les dés reviennent, dans cet ordre.</translation>
    </message>
    <message>
        <source>{pool}: up to {count} {die}</source>
        <translation>{pool} : jusqu&apos;à {count} {die}</translation>
    </message>
    <message>
        <source>Dice Consumer</source>
        <translation>Consommateur de dés</translation>
    </message>
    <message>
        <source>Spends dice from a dice pool (manual) or adds their faces to attacks (auto bonus).</source>
        <translation>Dépense des dés d&apos;une réserve de dés (manuel) ou ajoute leurs faces aux attaques (bonus auto).</translation>
    </message>
    <message>
        <source>The dice pool this consumer uses.</source>
        <translation>La réserve de dés qu&apos;utilise ce consommateur.</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>How the pool&apos;s dice are used.</source>
        <translation>Comment les dés de la réserve sont utilisés.</translation>
    </message>
    <message>
        <source>Consume: at least this many dice. Maximize: at most this many.</source>
        <translation>Consommer : au moins ce nombre de dés. Maximiser : au plus ce nombre.</translation>
    </message>
    <message>
        <source>Attack delivery</source>
        <translation>Forme d&apos;attaque</translation>
    </message>
    <message>
        <source>Which attacks get the faces as a bonus.</source>
        <translation>Quelles attaques reçoivent les faces en bonus.</translation>
    </message>
    <message>
        <source>Effect formula</source>
        <translation>Formule d&apos;effet</translation>
    </message>
    <message>
        <source>Evaluated when the player confirms: @n = dice picked, @sum = their faces.</source>
        <translation>Évaluée quand le joueur confirme : @n = dés choisis, @sum = leurs faces.</translation>
    </message>
    <message>
        <source>Effect type</source>
        <translation>Type d&apos;effet</translation>
    </message>
    <message>
        <source>What the effect&apos;s total does.</source>
        <translation>Ce que fait le total de l&apos;effet.</translation>
    </message>
    <message>
        <source>Selection outcome</source>
        <translation>Résultat de la sélection</translation>
    </message>
    <message>
        <source>What happens to the picked dice.</source>
        <translation>Ce qui arrive aux dés choisis.</translation>
    </message>
    <message>
        <source>Card offer</source>
        <translation>Proposition sur la carte</translation>
    </message>
    <message>
        <source>Offered on an attack&apos;s result instead of in the dice panel: when one of your attacks hits (or crits), pick dice there and the effect&apos;s total is added to that attack&apos;s damage, in the same action. Attack delivery filters which attacks offer it.</source>
        <translation>Proposé sur le résultat d&apos;une attaque plutôt que dans le panneau de dés : quand l&apos;une de vos attaques touche (ou fait un critique), choisissez-y les dés et le total de l&apos;effet s&apos;ajoute aux dégâts de cette attaque, dans la même action. La forme d&apos;attaque filtre les attaques qui le proposent.</translation>
    </message>
    <message>
        <source>Every {pool} face adds to melee attacks</source>
        <translation>Chaque face de {pool} s&apos;ajoute aux attaques de mêlée</translation>
    </message>
    <message>
        <source>Every {pool} face adds to ranged attacks</source>
        <translation>Chaque face de {pool} s&apos;ajoute aux attaques à distance</translation>
    </message>
    <message>
        <source>Every {pool} face adds to every attack</source>
        <translation>Chaque face de {pool} s&apos;ajoute à toutes les attaques</translation>
    </message>
    <message>
        <source>Raise up to {cost} of {pool} to the top face</source>
        <translation>Monter jusqu&apos;à {cost} de {pool} à leur face maximale</translation>
    </message>
    <message>
        <source>On a critical hit: spend {pool} (at least {cost}) for {effect} extra damage</source>
        <translation>Sur un coup critique : dépenser {pool} (au moins {cost}) pour {effect} dégâts supplémentaires</translation>
    </message>
    <message>
        <source>On a hit: spend {pool} (at least {cost}) for {effect} extra damage</source>
        <translation>Sur un coup qui touche : dépenser {pool} (au moins {cost}) pour {effect} dégâts supplémentaires</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Spend {pool} (at least {cost}): {effect} damage reduction</source>
        <translation>Dépenser {pool} (au moins {cost}) : {effect} de réduction de dégâts</translation>
    </message>
    <message>
        <source>Spend {pool} (at least {cost}): {effect}</source>
        <translation>Dépenser {pool} (au moins {cost}) : {effect}</translation>
    </message>
    <message>
        <source>Modify Pool</source>
        <translation>Modifier une réserve</translation>
    </message>
    <message>
        <source>Upgrades another feature&apos;s pool: die size, max, minimum face, extra refills.</source>
        <translation>Améliore la réserve d&apos;une autre capacité : taille de dé, max, face minimale, remplissages supplémentaires.</translation>
    </message>
    <message>
        <source>Pool type</source>
        <translation>Type de réserve</translation>
    </message>
    <message>
        <source>Which kind of pool to modify.</source>
        <translation>Quel genre de réserve modifier.</translation>
    </message>
    <message>
        <source>The pool to modify (defined by another rule).</source>
        <translation>La réserve à modifier (définie par une autre règle).</translation>
    </message>
    <message>
        <source>Leave on Either scope unless two pools share the name.</source>
        <translation>Laissez sur « L&apos;une ou l&apos;autre portée » sauf si deux réserves portent le même nom.</translation>
    </message>
    <message>
        <source>Die size override</source>
        <translation>Remplacement de la taille de dé</translation>
    </message>
    <message>
        <source>Replaces the pool&apos;s die; dice in it keep their faces.</source>
        <translation>Remplace le dé de la réserve ; les dés qu&apos;elle contient gardent leurs faces.</translation>
    </message>
    <message>
        <source>Max delta</source>
        <translation>Variation du max</translation>
    </message>
    <message>
        <source>Signed change to the max: 1, -1, @level. Blank: none.</source>
        <translation>Changement signé du max : 1, -1, @level. Vide : aucun.</translation>
    </message>
    <message>
        <source>Minimum face</source>
        <translation>Face minimale</translation>
    </message>
    <message>
        <source>Dice rolled into the pool below this are raised to it. Blank: no floor.</source>
        <translation>Les dés lancés dans la réserve en dessous de cette valeur y sont montés. Vide : pas de plancher.</translation>
    </message>
    <message>
        <source>Additional refills</source>
        <translation>Remplissages supplémentaires</translation>
    </message>
    <message>
        <source>Appended after the pool&apos;s own refills.</source>
        <translation>Ajoutés après les remplissages propres à la réserve.</translation>
    </message>
    <message>
        <source>die size {die}</source>
        <translation>taille de dé {die}</translation>
    </message>
    <message>
        <source>max + ({delta})</source>
        <translation>max + ({delta})</translation>
    </message>
    <message>
        <source>minimum face {face}</source>
        <translation>face minimale {face}</translation>
    </message>
    <message>
        <source>{trigger}: {mode}</source>
        <translation>{trigger} : {mode}</translation>
    </message>
    <message>
        <source>{trigger}: {mode} {amount}</source>
        <translation>{trigger} : {mode} {amount}</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>aucun changement</translation>
    </message>
    <message>
        <source>{name}: {what}</source>
        <translation>{name} : {what}</translation>
    </message>
    <message>
        <source>Modify Consumer</source>
        <translation>Modifier un consommateur</translation>
    </message>
    <message>
        <source>Appends to the effect formula of the dice consumers that spend a pool.</source>
        <translation>Ajoute à la formule d&apos;effet des consommateurs de dés qui dépensent une réserve.</translation>
    </message>
    <message>
        <source>The dice pool whose consumers to modify.</source>
        <translation>La réserve de dés dont les consommateurs sont à modifier.</translation>
    </message>
    <message>
        <source>Effect type filter</source>
        <translation>Filtre de type d&apos;effet</translation>
    </message>
    <message>
        <source>Which consumers to modify.</source>
        <translation>Quels consommateurs modifier.</translation>
    </message>
    <message>
        <source>Append formula</source>
        <translation>Formule à ajouter</translation>
    </message>
    <message>
        <source>Added to matching effect formulas as + (…); @n and @sum work here.</source>
        <translation>Ajoutée aux formules d&apos;effet correspondantes sous la forme + (…) ; @n et @sum fonctionnent ici.</translation>
    </message>
    <message>
        <source>Spends of {pool} add + ({formula})</source>
        <translation>Les dépenses de {pool} ajoutent + ({formula})</translation>
    </message>
    <message>
        <source>Combat Mana</source>
        <translation>Mana de combat</translation>
    </message>
    <message>
        <source>Grants mana for the length of a combat and clears it afterwards.</source>
        <translation>Accorde du mana pour la durée d&apos;un combat et l&apos;efface ensuite.</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <source>Mana granted for the combat: 2, @key, @level …</source>
        <translation>Mana accordé pour le combat : 2, @key, @level …</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>What is granted.</source>
        <translation>Ce qui est accordé.</translation>
    </message>
    <message>
        <source>Granted on</source>
        <translation>Accordé à</translation>
    </message>
    <message>
        <source>When the mana is granted.</source>
        <translation>Quand le mana est accordé.</translation>
    </message>
    <message>
        <source>Cleared on</source>
        <translation>Effacé à</translation>
    </message>
    <message>
        <source>When the granted mana disappears.</source>
        <translation>Quand le mana accordé disparaît.</translation>
    </message>
    <message>
        <source>Combat mana {formula} on the first initiative roll</source>
        <translation>Mana de combat {formula} au premier jet d&apos;initiative</translation>
    </message>
    <message>
        <source>Combat mana {formula} on the encounter&apos;s start</source>
        <translation>Mana de combat {formula} au début de la rencontre</translation>
    </message>
    <message>
        <source>Pool Gain Message</source>
        <translation>Message de gain de réserve</translation>
    </message>
    <message>
        <source>Writes a line to the activity log whenever a dice pool gains dice.</source>
        <translation>Écrit une ligne dans le journal d&apos;activité chaque fois qu&apos;une réserve de dés gagne des dés.</translation>
    </message>
    <message>
        <source>The dice pool to watch.</source>
        <translation>La réserve de dés à surveiller.</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formule</translation>
    </message>
    <message>
        <source>Its value (floored) replaces {value} in the message.</source>
        <translation>Sa valeur (arrondie à l&apos;inférieur) remplace {value} dans le message.</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Use {value} to insert the formula&apos;s result.</source>
        <translation>Utilisez {value} pour insérer le résultat de la formule.</translation>
    </message>
    <message>
        <source>When {pool} gains dice: {message}</source>
        <translation>Quand {pool} gagne des dés : {message}</translation>
    </message>
    <message>
        <source>Toggle Effect</source>
        <translation>Effet activable</translation>
    </message>
    <message>
        <source>Using the item turns states on (self:raging) until the player switches them off, an event ends them or rounds pass idle; ending empties the listed pools.</source>
        <translation>Utiliser l&apos;objet active des états (self:raging) jusqu&apos;à ce que le joueur les désactive, qu&apos;un événement y mette fin ou que des rounds passent sans activité ; la fin vide les réserves listées.</translation>
    </message>
    <message>
        <source>How a Modify Toggle names this toggle (blank: its id).</source>
        <translation>Comment un « Modifier un effet activable » désigne cet effet (vide : son id).</translation>
    </message>
    <message>
        <source>States</source>
        <translation>États</translation>
    </message>
    <message>
        <source>Tags this turns on when the item is used, comma-separated: self:raging. It is on while any of them is set; ending it clears them all.</source>
        <translation>Étiquettes que cela active quand l&apos;objet est utilisé, séparées par des virgules : self:raging. L&apos;effet est actif tant que l&apos;une d&apos;elles est posée ; y mettre fin les efface toutes.</translation>
    </message>
    <message>
        <source>Ends on</source>
        <translation>Se termine sur</translation>
    </message>
    <message>
        <source>Events that end it, whoever turned it on.</source>
        <translation>Événements qui y mettent fin, quel que soit celui qui l&apos;a activé.</translation>
    </message>
    <message>
        <source>Ends when idle for</source>
        <translation>Se termine après inactivité de</translation>
    </message>
    <message>
        <source>Rounds of an encounter without an attack or a use of this item, checked at the end of your turn. Blank: never.</source>
        <translation>Rounds d&apos;une rencontre sans attaque ni utilisation de cet objet, vérifiés à la fin de votre tour. Vide : jamais.</translation>
    </message>
    <message>
        <source>Ask before ending</source>
        <translation>Demander avant de terminer</translation>
    </message>
    <message>
        <source>Asked when the player switches it off on the sheet.</source>
        <translation>Demandé quand le joueur le désactive sur la fiche.</translation>
    </message>
    <message>
        <source>Empty on end</source>
        <translation>Vider à la fin</translation>
    </message>
    <message>
        <source>Pools emptied whenever it ends (dice or charges).</source>
        <translation>Réserves vidées chaque fois qu&apos;il se termine (dés ou charges).</translation>
    </message>
    <message numerus="yes">
        <source>%n idle round(s)</source>
        <translation>
            <numerusform>%n round inactif</numerusform>
            <numerusform>%n rounds inactifs</numerusform>
        </translation>
    </message>
    <message>
        <source>Using it turns on {states}; ends on {events}</source>
        <translation>L&apos;utiliser active {states} ; se termine sur {events}</translation>
    </message>
    <message>
        <source>Using it turns on {states}</source>
        <translation>L&apos;utiliser active {states}</translation>
    </message>
    <message>
        <source>Modify Toggle</source>
        <translation>Modifier un effet activable</translation>
    </message>
    <message>
        <source>Changes another feature&apos;s toggle: events that no longer end it, events that turn it on.</source>
        <translation>Change l&apos;effet activable d&apos;une autre capacité : événements qui n&apos;y mettent plus fin, événements qui l&apos;activent.</translation>
    </message>
    <message>
        <source>Toggle</source>
        <translation>Effet activable</translation>
    </message>
    <message>
        <source>The toggle effect to change (its identifier).</source>
        <translation>L&apos;effet activable à changer (son identifiant).</translation>
    </message>
    <message>
        <source>No longer ends on</source>
        <translation>Ne se termine plus sur</translation>
    </message>
    <message>
        <source>Events removed from that toggle&apos;s Ends on while this rule is active (Deep Rage: Dying).</source>
        <translation>Événements retirés du « Se termine sur » de cet effet tant que cette règle est active (Rage profonde : Mourant).</translation>
    </message>
    <message>
        <source>Turns on at</source>
        <translation>S&apos;active à</translation>
    </message>
    <message>
        <source>Events that switch it on while this rule&apos;s condition holds: the states only, the item&apos;s activation does not run.</source>
        <translation>Événements qui l&apos;activent tant que la condition de cette règle est vraie : les états seulement, l&apos;activation de l&apos;objet n&apos;est pas exécutée.</translation>
    </message>
    <message>
        <source>turns on at {events}</source>
        <translation>s&apos;active à {events}</translation>
    </message>
    <message>
        <source>does not end on {events}</source>
        <translation>ne se termine pas sur {events}</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Changes the wounds at which the character dies: max wounds + floor(value), at least 1 (character.md §15.1).</source>
        <translation>Change le nombre de blessures auquel le personnage meurt : blessures max + floor(valeur), au moins 1 (character.md §15.1).</translation>
    </message>
    <message>
        <source>Added to max wounds, rounded down: 1, @level, -1 … Blank: 0.</source>
        <translation>Ajouté aux blessures max, arrondi à l&apos;inférieur : 1, @level, -1 … Vide : 0.</translation>
    </message>
    <message>
        <source>Max wounds + ({value})</source>
        <translation>Blessures max + ({value})</translation>
    </message>
    <message>
        <source>Which of your attacks it applies to (an attack without a delivery gets none).</source>
        <translation>Les attaques auxquelles cela s&apos;applique (une attaque sans forme n&apos;en reçoit aucune).</translation>
    </message>
    <message>
        <source>Spells are spell attacks; every other attack (Unarmed Strike too) is a weapon attack.</source>
        <translation>Les sorts sont des attaques de sort ; toute autre attaque (Frappe à main nue aussi) est une attaque d&apos;arme.</translation>
    </message>
    <message>
        <source>Only attacks whose damage has this type (fire, slashing …). Blank: every attack.</source>
        <translation>Seulement les attaques dont les dégâts sont de ce type (feu, tranchant …). Vide : toutes les attaques.</translation>
    </message>
    <message>
        <source>Only when the attack says the target has these tags (target:quarry). Empty: every target.</source>
        <translation>Seulement quand l&apos;attaque indique que la cible a ces étiquettes (target:quarry). Vide : toutes les cibles.</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>attaques</translation>
    </message>
    <message>
        <source>weapon attacks</source>
        <translation>attaques d&apos;arme</translation>
    </message>
    <message>
        <source>spell attacks</source>
        <translation>attaques de sort</translation>
    </message>
    <message>
        <source>melee attacks</source>
        <translation>attaques de mêlée</translation>
    </message>
    <message>
        <source>melee weapon attacks</source>
        <translation>attaques d&apos;arme de mêlée</translation>
    </message>
    <message>
        <source>melee spell attacks</source>
        <translation>attaques de sort de mêlée</translation>
    </message>
    <message>
        <source>ranged attacks</source>
        <translation>attaques à distance</translation>
    </message>
    <message>
        <source>ranged weapon attacks</source>
        <translation>attaques d&apos;arme à distance</translation>
    </message>
    <message>
        <source>ranged spell attacks</source>
        <translation>attaques de sort à distance</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Bonus de dégâts</translation>
    </message>
    <message>
        <source>Adds damage to your own attacks that hit, by delivery, source, damage type and target (character.md §15.3).</source>
        <translation>Ajoute des dégâts à vos propres attaques qui touchent, selon la forme, la source, le type de dégâts et la cible (character.md §15.3).</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Added on a hit or a critical: 2, @level, 1d6 … A value of 0 or less adds nothing.</source>
        <translation>Ajoutés sur un coup qui touche ou un critique : 2, @level, 1d6 … Une valeur de 0 ou moins n&apos;ajoute rien.</translation>
    </message>
    <message>
        <source>Damage type</source>
        <translation>Type de dégâts</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Target condition</source>
        <translation>Condition de la cible</translation>
    </message>
    <message>
        <source>+({value}) {type} damage on {attacks} that hit against a matching target</source>
        <translation>+({value}) dégâts de type {type} sur les {attacks} qui touchent une cible correspondante</translation>
    </message>
    <message>
        <source>+({value}) damage on {attacks} that hit against a matching target</source>
        <translation>+({value}) dégâts sur les {attacks} qui touchent une cible correspondante</translation>
    </message>
    <message>
        <source>+({value}) {type} damage on {attacks} that hit</source>
        <translation>+({value}) dégâts de type {type} sur les {attacks} qui touchent</translation>
    </message>
    <message>
        <source>+({value}) damage on {attacks} that hit</source>
        <translation>+({value}) dégâts sur les {attacks} qui touchent</translation>
    </message>
    <message>
        <source>Conditional Bonus</source>
        <translation>Bonus conditionnel</translation>
    </message>
    <message>
        <source>A bonus the player picks per attack: advantage on the primary die, or extra damage on a hit (Hunter&apos;s Mark).</source>
        <translation>Un bonus que le joueur choisit à chaque attaque : avantage sur le dé principal, ou dégâts supplémentaires sur un coup qui touche (Marque du chasseur).</translation>
    </message>
    <message>
        <source>Advantage</source>
        <translation>Avantage</translation>
    </message>
    <message>
        <source>Added to the primary die&apos;s roll mode when the player picks advantage.</source>
        <translation>Ajouté au mode de jet du dé principal quand le joueur choisit l&apos;avantage.</translation>
    </message>
    <message>
        <source>Added on a hit when the player picks damage: @level, 1d6 …</source>
        <translation>Ajouté sur un coup qui touche quand le joueur choisit les dégâts : @level, 1d6 …</translation>
    </message>
    <message>
        <source>On {attacks} against a matching target, pick: advantage +{advantage} or +({damage}) damage</source>
        <translation>Sur les {attacks} contre une cible correspondante, choisir : avantage +{advantage} ou +({damage}) dégâts</translation>
    </message>
    <message>
        <source>On {attacks}, pick: advantage +{advantage} or +({damage}) damage</source>
        <translation>Sur les {attacks}, choisir : avantage +{advantage} ou +({damage}) dégâts</translation>
    </message>
    <message>
        <source>Damage Reduction</source>
        <translation>Réduction de dégâts</translation>
    </message>
    <message>
        <source>Reduces damage you take: by a number, or by half (rounded up), of every type or of the types listed.</source>
        <translation>Réduit les dégâts que vous subissez : d&apos;un nombre, ou de moitié (arrondi au supérieur), pour tous les types ou les types listés.</translation>
    </message>
    <message>
        <source>Flat: less by the value. Half: halved once, rounding up (the value is ignored).</source>
        <translation>Fixe : réduits de la valeur. Moitié : divisés par deux une fois, arrondi au supérieur (la valeur est ignorée).</translation>
    </message>
    <message>
        <source>Reduction</source>
        <translation>Réduction</translation>
    </message>
    <message>
        <source>Damage taken off each hit: 1, @level …</source>
        <translation>Dégâts retirés de chaque coup : 1, @level …</translation>
    </message>
    <message>
        <source>Damage types</source>
        <translation>Types de dégâts</translation>
    </message>
    <message>
        <source>Only damage of these types (never untyped damage). Empty: all damage.</source>
        <translation>Seulement les dégâts de ces types (jamais les dégâts sans type). Vide : tous les dégâts.</translation>
    </message>
    <message>
        <source>Half damage from {types} damage</source>
        <translation>Moitié des dégâts de {types}</translation>
    </message>
    <message>
        <source>Half damage from all damage</source>
        <translation>Moitié des dégâts pour tous les dégâts</translation>
    </message>
    <message>
        <source>{value} less {types} damage taken</source>
        <translation>{value} dégâts de {types} subis en moins</translation>
    </message>
    <message>
        <source>{value} less damage taken</source>
        <translation>{value} dégâts subis en moins</translation>
    </message>
    <message>
        <source>Modify Incoming Attack</source>
        <translation>Modifier une attaque reçue</translation>
    </message>
    <message>
        <source>Changes attacks made against you: disadvantage, a forced reroll, redirected to you, or an automatic miss.</source>
        <translation>Change les attaques faites contre vous : désavantage, relance forcée, redirection vers vous ou raté automatique.</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modificateur</translation>
    </message>
    <message>
        <source>What happens to the incoming attack.</source>
        <translation>Ce qui arrive à l&apos;attaque reçue.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Spaces from you within which it works (a reminder).</source>
        <translation>Cases autour de vous dans lesquelles cela fonctionne (un rappel).</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Applies to every incoming attack; otherwise the player says when it applies.</source>
        <translation>S&apos;applique à chaque attaque reçue ; sinon, le joueur indique quand cela s&apos;applique.</translation>
    </message>
    <message>
        <source>Reroll on</source>
        <translation>Relance sur</translation>
    </message>
    <message>
        <source>Which attacks a forced reroll applies to.</source>
        <translation>À quelles attaques s&apos;applique une relance forcée.</translation>
    </message>
    <message>
        <source>Reroll with disadvantage</source>
        <translation>Relancer avec désavantage</translation>
    </message>
    <message>
        <source>The forced reroll is made with disadvantage.</source>
        <translation>La relance forcée se fait avec désavantage.</translation>
    </message>
    <message>
        <source>Attacks against you have disadvantage</source>
        <translation>Les attaques contre vous ont le désavantage</translation>
    </message>
    <message>
        <source>Attacks against you must be rerolled</source>
        <translation>Les attaques contre vous doivent être relancées</translation>
    </message>
    <message>
        <source>Attacks against you can be redirected to you</source>
        <translation>Les attaques contre vous peuvent être redirigées vers vous</translation>
    </message>
    <message>
        <source>Attacks against you miss</source>
        <translation>Les attaques contre vous ratent</translation>
    </message>
    <message>
        <source>{effect} (when you say so)</source>
        <translation>{effect} (quand vous le dites)</translation>
    </message>
    <message>
        <source>Hit Dice</source>
        <translation>Dés de Vie</translation>
    </message>
    <message>
        <source>More (or fewer) hit dice of one size: that size&apos;s max + floor(value) (character.md §15.1).</source>
        <translation>Plus (ou moins) de dés de vie d&apos;une taille : max de cette taille + floor(valeur) (character.md §15.1).</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Dés de vie</translation>
    </message>
    <message>
        <source>Added to the size&apos;s max, rounded down: 1, @level …</source>
        <translation>Ajouté au max de la taille, arrondi à l&apos;inférieur : 1, @level …</translation>
    </message>
    <message>
        <source>The size as stored (4, 6, 8, 10, 12, 20). 0: the class&apos;s hit die (d6 without one).</source>
        <translation>La taille telle que stockée (4, 6, 8, 10, 12, 20). 0 : le dé de vie de la classe (d6 sans classe).</translation>
    </message>
    <message>
        <source>Max {die} hit dice + ({value})</source>
        <translation>Dés de vie {die} max + ({value})</translation>
    </message>
    <message>
        <source>Max class hit dice + ({value})</source>
        <translation>Dés de vie de classe max + ({value})</translation>
    </message>
    <message>
        <source>Increment Hit Dice</source>
        <translation>Incrémenter les Dés de Vie</translation>
    </message>
    <message>
        <source>Every hit die steps up a size or more along d4, d6, d8, d10, d12, d20 (capped at d20).</source>
        <translation>Chaque dé de vie monte d&apos;une taille ou plus selon d4, d6, d8, d10, d12, d20 (plafonné à d20).</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Crans</translation>
    </message>
    <message>
        <source>How many sizes each hit die steps up: 1, 2 …</source>
        <translation>De combien de tailles monte chaque dé de vie : 1, 2 …</translation>
    </message>
    <message>
        <source>Hit dice {value} size(s) larger</source>
        <translation>Dés de vie plus grands de {value} taille(s)</translation>
    </message>
    <message>
        <source>Hit Dice Advantage</source>
        <translation>Avantage sur les Dés de Vie</translation>
    </message>
    <message>
        <source>Hit dice roll with advantage when a condition holds (a field rest in the wild), or at level-up.</source>
        <translation>Les dés de vie sont lancés avec avantage quand une condition est remplie (un repos de terrain en pleine nature) ou lors de la montée de niveau.</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>When it applies, in words; the player confirms it at the rest.</source>
        <translation>Quand cela s&apos;applique, en mots ; le joueur le confirme au repos.</translation>
    </message>
    <message>
        <source>Extra dice</source>
        <translation>Dés supplémentaires</translation>
    </message>
    <message>
        <source>Each hit die rolls this many more and keeps the highest.</source>
        <translation>Chaque dé de vie lance autant de dés en plus et garde le plus haut.</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Jets</translation>
    </message>
    <message>
        <source>Field rest: hit dice spent to heal. Max HP increase: the level-up roll.</source>
        <translation>Repos de terrain : dés de vie dépensés pour soigner. Augmentation des PV max : le jet de montée de niveau.</translation>
    </message>
    <message>
        <source>Advantage ({amount}) on hit dice on a field rest {when}</source>
        <translation>Avantage ({amount}) sur les dés de vie lors d&apos;un repos de terrain {when}</translation>
    </message>
    <message>
        <source>Advantage ({amount}) on hit dice on a field rest</source>
        <translation>Avantage ({amount}) sur les dés de vie lors d&apos;un repos de terrain</translation>
    </message>
    <message>
        <source>Advantage ({amount}) on the level-up HP roll {when}</source>
        <translation>Avantage ({amount}) sur le jet de PV de montée de niveau {when}</translation>
    </message>
    <message>
        <source>Advantage ({amount}) on the level-up HP roll</source>
        <translation>Avantage ({amount}) sur le jet de PV de montée de niveau</translation>
    </message>
    <message>
        <source>Maximize Hit Dice</source>
        <translation>Maximiser les Dés de Vie</translation>
    </message>
    <message>
        <source>Hit dice spent in a field rest count as their top face, as Make Camp does.</source>
        <translation>Les dés de vie dépensés lors d&apos;un repos de terrain comptent comme leur face maximale, comme le fait Faire un camp.</translation>
    </message>
    <message>
        <source>Hit dice spent in a field rest count as their top face</source>
        <translation>Les dés de vie dépensés lors d&apos;un repos de terrain comptent comme leur face maximale</translation>
    </message>
    <message>
        <source>Dying Action Limit</source>
        <translation>Limite d&apos;actions en étant Mourant</translation>
    </message>
    <message>
        <source>How many actions you may take while Dying: the highest of these rules, at least 1.</source>
        <translation>Combien d&apos;actions vous pouvez faire en étant Mourant : la plus haute de ces règles, au moins 1.</translation>
    </message>
    <message>
        <source>Actions a turn while Dying: 2 …</source>
        <translation>Actions par tour en étant Mourant : 2 …</translation>
    </message>
    <message>
        <source>Up to {value} actions while Dying</source>
        <translation>Jusqu&apos;à {value} actions en étant Mourant</translation>
    </message>
    <message>
        <source>Healing Potion Bonus</source>
        <translation>Bonus de Potion de Soins</translation>
    </message>
    <message>
        <source>Healing from a potion heals more: + floor(value).</source>
        <translation>Les soins d&apos;une potion soignent davantage : + floor(valeur).</translation>
    </message>
    <message>
        <source>Extra healing</source>
        <translation>Soins supplémentaires</translation>
    </message>
    <message>
        <source>Added to each potion&apos;s healing: 1, @level …</source>
        <translation>Ajouté aux soins de chaque potion : 1, @level …</translation>
    </message>
    <message>
        <source>Potions heal +({value})</source>
        <translation>Les potions soignent +({value})</translation>
    </message>
    <message>
        <source>Unarmed Damage</source>
        <translation>Dégâts à main nue</translation>
    </message>
    <message>
        <source>Replaces Unarmed Strike&apos;s damage (1d4 + STR); the last active one wins.</source>
        <translation>Remplace les dégâts de la Frappe à main nue (1d4 + FOR) ; la dernière règle active l&apos;emporte.</translation>
    </message>
    <message>
        <source>Unarmed Strike&apos;s damage: 1d6 + @strength …</source>
        <translation>Dégâts de la Frappe à main nue : 1d6 + @strength …</translation>
    </message>
    <message>
        <source>Unarmed Strike deals {value}</source>
        <translation>La Frappe à main nue inflige {value}</translation>
    </message>
    <message>
        <source>Grant Proficiency</source>
        <translation>Accorder une maîtrise</translation>
    </message>
    <message>
        <source>Adds armor, weapon or language proficiencies (character.md §15.5).</source>
        <translation>Ajoute des maîtrises d&apos;armure, d&apos;arme ou de langue (character.md §15.5).</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>What the values are proficiencies in.</source>
        <translation>Dans quoi les valeurs sont des maîtrises.</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>The proficiencies granted, comma-separated (all: every armor or language).</source>
        <translation>Les maîtrises accordées, séparées par des virgules (all : toutes les armures ou langues).</translation>
    </message>
    <message>
        <source>Shown as</source>
        <translation>Affiché comme</translation>
    </message>
    <message>
        <source>How the sheet names the grant (blank: the values).</source>
        <translation>Comment la fiche nomme l&apos;octroi (vide : les valeurs).</translation>
    </message>
    <message>
        <source>Armor: {values}</source>
        <translation>Armures : {values}</translation>
    </message>
    <message>
        <source>Languages: {values}</source>
        <translation>Langues : {values}</translation>
    </message>
    <message>
        <source>Weapons: {values}</source>
        <translation>Armes : {values}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Added, rounded down: 1, @level, -1 … Blank: 0.</source>
        <translation>Ajouté, arrondi à l&apos;inférieur : 1, @level, -1 … Vide : 0.</translation>
    </message>
    <message>
        <source>Stat Bonus</source>
        <translation>Bonus d&apos;attribut</translation>
    </message>
    <message>
        <source>Adds to stats: each listed stat + floor(value), before every other number (character.md §15.1).</source>
        <translation>Ajoute aux attributs : chaque attribut listé + floor(valeur), avant tout autre nombre (character.md §15.1).</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <source>The stats it raises (all: every stat).</source>
        <translation>Les attributs qu&apos;il augmente (all : tous les attributs).</translation>
    </message>
    <message>
        <source>{names} + ({value})</source>
        <translation>{names} + ({value})</translation>
    </message>
    <message>
        <source>Every stat</source>
        <translation>Tous les attributs</translation>
    </message>
    <message>
        <source>Armor Class</source>
        <translation>Classe d&apos;Armure</translation>
    </message>
    <message>
        <source>Changes Armor: adds to it, multiplies it, or overrides it (armor&apos;s own rule: Full Plate).</source>
        <translation>Change l&apos;Armure : y ajoute, la multiplie ou la remplace (règle propre à l&apos;armure : Harnois).</translation>
    </message>
    <message>
        <source>18-@dexterity, 2, @level … A formula giving 0 is skipped.</source>
        <translation>18-@dexterity, 2, @level … Une formule donnant 0 est ignorée.</translation>
    </message>
    <message>
        <source>Add and multiply by priority, then the last override replaces everything.</source>
        <translation>Ajouts et multiplications par priorité, puis le dernier remplacement écrase tout.</translation>
    </message>
    <message>
        <source>Armor + ({value})</source>
        <translation>Armure + ({value})</translation>
    </message>
    <message>
        <source>Armor × ({value})</source>
        <translation>Armure × ({value})</translation>
    </message>
    <message>
        <source>Armor = ({value})</source>
        <translation>Armure = ({value})</translation>
    </message>
    <message>
        <source>Skill Bonus</source>
        <translation>Bonus de compétence</translation>
    </message>
    <message>
        <source>Adds to skill mods: each listed skill + floor(value).</source>
        <translation>Ajoute aux modificateurs de compétence : chaque compétence listée + floor(valeur).</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>The skills it raises (all: every skill).</source>
        <translation>Les compétences qu&apos;il augmente (all : toutes les compétences).</translation>
    </message>
    <message>
        <source>Every skill</source>
        <translation>Toutes les compétences</translation>
    </message>
    <message>
        <source>Save Bonus</source>
        <translation>Bonus de sauvegarde</translation>
    </message>
    <message>
        <source>Adds to saving throws: each listed save + floor(value).</source>
        <translation>Ajoute aux jets de sauvegarde : chaque sauvegarde listée + floor(valeur).</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <source>The saves it raises (all: every save).</source>
        <translation>Les sauvegardes qu&apos;il augmente (all : toutes les sauvegardes).</translation>
    </message>
    <message>
        <source>Every save</source>
        <translation>Toutes les sauvegardes</translation>
    </message>
    <message>
        <source>{names} saves + ({value})</source>
        <translation>Sauvegardes de {names} + ({value})</translation>
    </message>
    <message>
        <source>Advantage is positive, disadvantage negative: 1 is advantage, -2 two disadvantages.</source>
        <translation>L&apos;avantage est positif, le désavantage négatif : 1 est un avantage, -2 deux désavantages.</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>advantage {steps}</source>
        <translation>avantage {steps}</translation>
    </message>
    <message>
        <source>disadvantage {steps}</source>
        <translation>désavantage {steps}</translation>
    </message>
    <message>
        <source>+{steps} advantage</source>
        <translation>+{steps} avantage</translation>
    </message>
    <message>
        <source>-{steps} disadvantage</source>
        <translation>-{steps} désavantage</translation>
    </message>
    <message>
        <source>Skill Roll Mode</source>
        <translation>Mode de jet de compétence</translation>
    </message>
    <message>
        <source>Gives skills advantage or disadvantage by default.</source>
        <translation>Donne par défaut l&apos;avantage ou le désavantage aux compétences.</translation>
    </message>
    <message>
        <source>The skills it applies to (all: every skill).</source>
        <translation>Les compétences concernées (all : toutes les compétences).</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>Adjust adds to the running mode; set replaces it. Each skill stays within -3..3.</source>
        <translation>Ajuster ajoute au mode en cours ; Fixer le remplace. Chaque compétence reste entre -3 et 3.</translation>
    </message>
    <message>
        <source>{names} checks: {mode}</source>
        <translation>Tests de {names} : {mode}</translation>
    </message>
    <message>
        <source>Save Roll Mode</source>
        <translation>Mode de jet de sauvegarde</translation>
    </message>
    <message>
        <source>Gives saving throws advantage or disadvantage by default (Highborn: no save disadvantaged).</source>
        <translation>Donne par défaut l&apos;avantage ou le désavantage aux jets de sauvegarde (Haut-né : aucune sauvegarde désavantagée).</translation>
    </message>
    <message>
        <source>Which saves: all, those with advantage, disadvantage or neither so far, or one stat&apos;s.</source>
        <translation>Quelles sauvegardes : toutes, celles avec avantage, avec désavantage ou ni l&apos;un ni l&apos;autre jusqu&apos;ici, ou celle d&apos;un attribut.</translation>
    </message>
    <message>
        <source>Set replaces the running mode; adjust adds to it. Each save stays within -3..3.</source>
        <translation>Fixer remplace le mode en cours ; Ajuster y ajoute. Chaque sauvegarde reste entre -3 et 3.</translation>
    </message>
    <message>
        <source>Player chooses</source>
        <translation>Au choix du joueur</translation>
    </message>
    <message>
        <source>The player picks the save (below); until then it does nothing.</source>
        <translation>Le joueur choisit la sauvegarde (ci-dessous) ; d&apos;ici là, cela ne fait rien.</translation>
    </message>
    <message>
        <source>Chosen save</source>
        <translation>Sauvegarde choisie</translation>
    </message>
    <message>
        <source>The save the player picked; it replaces Saves.</source>
        <translation>La sauvegarde choisie par le joueur ; elle remplace Sauvegardes.</translation>
    </message>
    <message>
        <source>A save of your choice: {mode} (not chosen yet)</source>
        <translation>Une sauvegarde de votre choix : {mode} (pas encore choisie)</translation>
    </message>
    <message>
        <source>Advantaged saves</source>
        <translation>Sauvegardes avec avantage</translation>
    </message>
    <message>
        <source>Disadvantaged saves</source>
        <translation>Sauvegardes avec désavantage</translation>
    </message>
    <message>
        <source>Saves without advantage</source>
        <translation>Sauvegardes sans avantage</translation>
    </message>
    <message>
        <source>{stat} saves</source>
        <translation>Sauvegardes de {stat}</translation>
    </message>
    <message>
        <source>{saves}: {mode}</source>
        <translation>{saves} : {mode}</translation>
    </message>
    <message>
        <source>Initiative Bonus</source>
        <translation>Bonus d&apos;initiative</translation>
    </message>
    <message>
        <source>Adds to initiative rolls: + floor(value).</source>
        <translation>Ajoute aux jets d&apos;initiative : + floor(valeur).</translation>
    </message>
    <message>
        <source>Initiative + ({value})</source>
        <translation>Initiative + ({value})</translation>
    </message>
    <message>
        <source>Initiative Roll Mode</source>
        <translation>Mode de jet d&apos;initiative</translation>
    </message>
    <message>
        <source>Gives initiative advantage or disadvantage by default (Lithe).</source>
        <translation>Donne par défaut l&apos;avantage ou le désavantage à l&apos;initiative (Agile).</translation>
    </message>
    <message>
        <source>Set replaces the running mode; adjust adds to it.</source>
        <translation>Fixer remplace le mode en cours ; Ajuster y ajoute.</translation>
    </message>
    <message>
        <source>Initiative: {mode}</source>
        <translation>Initiative : {mode}</translation>
    </message>
    <message>
        <source>Speed Bonus</source>
        <translation>Bonus de vitesse</translation>
    </message>
    <message>
        <source>Adds to a speed: + floor(value), never below 0.</source>
        <translation>Ajoute à une vitesse : + floor(valeur), jamais en dessous de 0.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>Which speed (blank: walk).</source>
        <translation>Quelle vitesse (vide : marche).</translation>
    </message>
    <message>
        <source>{movement} speed + ({value})</source>
        <translation>Vitesse de {movement} + ({value})</translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>Adds to max HP: + value, or value × level.</source>
        <translation>Ajoute aux PV max : + valeur, ou valeur × niveau.</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>A number (&quot;10&quot; reads as 10), added to max HP.</source>
        <translation>Un nombre (&quot;10&quot; se lit comme 10), ajouté aux PV max.</translation>
    </message>
    <message>
        <source>Per level</source>
        <translation>Par niveau</translation>
    </message>
    <message>
        <source>Multiply by the character&apos;s level.</source>
        <translation>Multiplier par le niveau du personnage.</translation>
    </message>
    <message>
        <source>Max HP + {value} × level</source>
        <translation>PV max + {value} × niveau</translation>
    </message>
    <message>
        <source>Max HP + {value}</source>
        <translation>PV max + {value}</translation>
    </message>
    <message>
        <source>Grant Movement</source>
        <translation>Accorder un déplacement</translation>
    </message>
    <message>
        <source>Gives a speed (fly, climb …): the best grant per speed replaces a lower one.</source>
        <translation>Accorde une vitesse (vol, escalade …) : pour chaque vitesse, le meilleur octroi remplace un plus faible.</translation>
    </message>
    <message>
        <source>Which speed it gives.</source>
        <translation>Quelle vitesse elle accorde.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>The speed given: 6, @walk … 0 or less gives nothing.</source>
        <translation>La vitesse accordée : 6, @walk … 0 ou moins n&apos;accorde rien.</translation>
    </message>
    <message>
        <source>{movement} speed {value}</source>
        <translation>{movement} : vitesse {value}</translation>
    </message>
    <message>
        <source>Action Cost</source>
        <translation>Coût en actions</translation>
    </message>
    <message>
        <source>Changes how many actions using an item, or a heroic reaction, costs (never below 0).</source>
        <translation>Modifie le nombre d&apos;actions que coûte l&apos;utilisation d&apos;un objet, ou une réaction héroïque (jamais moins de 0).</translation>
    </message>
    <message>
        <source>Applies to</source>
        <translation>S&apos;applique à</translation>
    </message>
    <message>
        <source>An item&apos;s activation, or a heroic reaction (Defend, Interpose …).</source>
        <translation>L&apos;activation d&apos;un objet, ou une réaction héroïque (Défendre, Interposer …).</translation>
    </message>
    <message>
        <source>Delta adds to the running cost; set replaces it.</source>
        <translation>Un delta s&apos;ajoute au coût en cours ; une valeur fixée le remplace.</translation>
    </message>
    <message>
        <source>Added or set, rounded down: 1, -1, 0 …</source>
        <translation>Ajoutée ou fixée, arrondie à l&apos;inférieur : 1, -1, 0 …</translation>
    </message>
    <message>
        <source>Item types</source>
        <translation>Types d&apos;objet</translation>
    </message>
    <message>
        <source>Only items of these types (feature, object, spell …); blank: every item.</source>
        <translation>Seulement les objets de ces types (capacité, objet, sort …) ; vide : tous les objets.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Only the item with this identifier (the slug of its name); blank: any.</source>
        <translation>Seulement l&apos;objet avec cet identifiant (le slug de son nom) ; vide : n&apos;importe lequel.</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Réactions</translation>
    </message>
    <message>
        <source>Only these heroic reactions; blank: every reaction.</source>
        <translation>Seulement ces réactions héroïques ; vide : toutes les réactions.</translation>
    </message>
    <message>
        <source>every reaction</source>
        <translation>toutes les réactions</translation>
    </message>
    <message>
        <source>every item</source>
        <translation>tous les objets</translation>
    </message>
    <message>
        <source>{what} costs({value}) actions</source>
        <translation>{what} coûte ({value}) actions</translation>
    </message>
    <message>
        <source>{what} costs +({value}) actions</source>
        <translation>{what} coûte +({value}) actions</translation>
    </message>
    <message>
        <source>Action Delta</source>
        <translation>Variation d&apos;actions</translation>
    </message>
    <message>
        <source>Using the item gives (or takes) actions, now or on your next turn (Coordinated Strike).</source>
        <translation>L&apos;utilisation de l&apos;objet donne (ou retire) des actions, maintenant ou à votre prochain tour (Frappe coordonnée).</translation>
    </message>
    <message>
        <source>Actions given, truncated toward 0: 1, -1 …</source>
        <translation>Actions données, tronquées vers 0 : 1, -1 …</translation>
    </message>
    <message>
        <source>Now: extra actions this turn. Next turn: more (or fewer) at the next refill.</source>
        <translation>Maintenant : des actions en plus ce tour-ci. Tour suivant : plus (ou moins) au prochain remplissage.</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>Yourself; a target or every ally is a line in the log.</source>
        <translation>Vous-même ; une cible ou chaque allié donne une ligne dans le journal.</translation>
    </message>
    <message>
        <source>Borrow from next turn</source>
        <translation>Emprunter au tour suivant</translation>
    </message>
    <message>
        <source>The actions given now are taken from the next turn.</source>
        <translation>Les actions données maintenant sont prises sur le tour suivant.</translation>
    </message>
    <message>
        <source>You gain ({value}) actions now</source>
        <translation>Vous gagnez ({value}) actions maintenant</translation>
    </message>
    <message>
        <source>You gain ({value}) actions next turn</source>
        <translation>Vous gagnez ({value}) actions au tour suivant</translation>
    </message>
    <message>
        <source>The target gains ({value}) actions now</source>
        <translation>La cible gagne ({value}) actions maintenant</translation>
    </message>
    <message>
        <source>The target gains ({value}) actions next turn</source>
        <translation>La cible gagne ({value}) actions au tour suivant</translation>
    </message>
    <message>
        <source>Every ally gains ({value}) actions now</source>
        <translation>Chaque allié gagne ({value}) actions maintenant</translation>
    </message>
    <message>
        <source>Every ally gains ({value}) actions next turn</source>
        <translation>Chaque allié gagne ({value}) actions au tour suivant</translation>
    </message>
    <message>
        <source>{gain}, borrowed from next turn</source>
        <translation>{gain}, empruntées au tour suivant</translation>
    </message>
    <message>
        <source>Apply Condition</source>
        <translation>Appliquer une condition</translation>
    </message>
    <message>
        <source>Applies a condition: to you on a turn, a wound, a rest or a failed save, or to your attack&apos;s target.</source>
        <translation>Applique une condition : à vous lors d&apos;un tour, d&apos;une blessure, d&apos;un repos ou d&apos;une sauvegarde ratée, ou à la cible de votre attaque.</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>The condition it applies.</source>
        <translation>La condition qu&apos;elle applique.</translation>
    </message>
    <message>
        <source>On your attack&apos;s hit, crit or miss (to the target), or an event of yours (to you).</source>
        <translation>Quand votre attaque touche, fait un critique ou rate (à la cible), ou lors d&apos;un de vos événements (à vous).</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Rounds or turns: it ends after that many of your turns. None: the condition&apos;s own.</source>
        <translation>Rounds ou tours : elle se termine après autant de vos tours. Aucune : celle de la condition elle-même.</translation>
    </message>
    <message>
        <source>a condition</source>
        <translation>une condition</translation>
    </message>
    <message>
        <source>{condition} on the target {when}</source>
        <translation>{condition} sur la cible {when}</translation>
    </message>
    <message>
        <source>{condition} on you {when}</source>
        <translation>{condition} sur vous {when}</translation>
    </message>
    <message numerus="yes">
        <source>{effect} for %n turn(s)</source>
        <translation>
            <numerusform>{effect} pendant %n tour</numerusform>
            <numerusform>{effect} pendant %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Condition Immunity</source>
        <translation>Immunité aux conditions</translation>
    </message>
    <message>
        <source>You cannot have the listed conditions, not even implied ones.</source>
        <translation>Vous ne pouvez pas avoir les conditions listées, pas même celles qui sont impliquées.</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>The conditions you are immune to.</source>
        <translation>Les conditions auxquelles vous êtes immunisé.</translation>
    </message>
    <message>
        <source>Immune to {conditions}</source>
        <translation>Immunisé contre {conditions}</translation>
    </message>
    <message>
        <source>Grant Item</source>
        <translation>Accorder un objet</translation>
    </message>
    <message>
        <source>Adds a copy of an item library entry when the item carrying it is added (by hand or at level-up).</source>
        <translation>Ajoute une copie d&apos;une entrée de la bibliothèque d&apos;objets quand l&apos;objet qui la porte est ajouté (à la main ou lors d&apos;une montée de niveau).</translation>
    </message>
    <message>
        <source>The library item&apos;s upstream uuid (_stats.compendiumSource): Compendium.…</source>
        <translation>L&apos;uuid d&apos;origine de l&apos;objet de la bibliothèque (_stats.compendiumSource) : Compendium.…</translation>
    </message>
    <message>
        <source>Allow duplicates</source>
        <translation>Autoriser les doublons</translation>
    </message>
    <message>
        <source>Grant it even when the character already has that item.</source>
        <translation>L&apos;accorder même si le personnage possède déjà cet objet.</translation>
    </message>
    <message>
        <source>In memory only</source>
        <translation>En mémoire seulement</translation>
    </message>
    <message>
        <source>Upstream&apos;s temporary grant: not supported here, the rule then does nothing.</source>
        <translation>Octroi temporaire d&apos;origine : non pris en charge ici, la règle ne fait alors rien.</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>The copy&apos;s quantity (blank: the library item&apos;s).</source>
        <translation>La quantité de la copie (vide : celle de l&apos;objet de la bibliothèque).</translation>
    </message>
    <message>
        <source>Grants {item} × {quantity}</source>
        <translation>Accorde {item} × {quantity}</translation>
    </message>
    <message>
        <source>Grants {item}</source>
        <translation>Accorde {item}</translation>
    </message>
    <message>
        <source>Grant Spells</source>
        <translation>Accorder des sorts</translation>
    </message>
    <message>
        <source>Adds spells at creation and level-up: every matching library spell, or the player&apos;s picks.</source>
        <translation>Ajoute des sorts à la création et lors d&apos;une montée de niveau : chaque sort correspondant de la bibliothèque, ou ceux que choisit le joueur.</translation>
    </message>
    <message>
        <source>Schools</source>
        <translation>Écoles</translation>
    </message>
    <message>
        <source>Spell schools it grants from (known: the schools already known).</source>
        <translation>Les écoles de sorts dont proviennent les sorts accordés (known : les écoles déjà connues).</translation>
    </message>
    <message>
        <source>Tiers</source>
        <translation>Rangs</translation>
    </message>
    <message>
        <source>Spell tiers it grants from (0: cantrips).</source>
        <translation>Les rangs de sorts dont proviennent les sorts accordés (0 : sorts mineurs).</translation>
    </message>
    <message>
        <source>Utility only</source>
        <translation>Utilitaires seulement</translation>
    </message>
    <message>
        <source>Only spells with the utility property.</source>
        <translation>Seulement les sorts ayant la propriété utilitaire.</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <source>Exact spells by upstream uuid (instead of the filter).</source>
        <translation>Des sorts précis, par uuid d&apos;origine (au lieu du filtre).</translation>
    </message>
    <message>
        <source>auto: every match; select…: the player picks.</source>
        <translation>auto : toutes les correspondances ; select… : le joueur choisit.</translation>
    </message>
    <message>
        <source>Picks</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>How many spells the player picks (select modes).</source>
        <translation>Combien de sorts le joueur choisit (modes select).</translation>
    </message>
    <message>
        <source>cantrips</source>
        <translation>sorts mineurs</translation>
    </message>
    <message>
        <source>tier {tier}</source>
        <translation>rang {tier}</translation>
    </message>
    <message>
        <source>no tier</source>
        <translation>aucun rang</translation>
    </message>
    <message>
        <source>any school</source>
        <translation>toute école</translation>
    </message>
    <message numerus="yes">
        <source>%n named spell(s)</source>
        <translation>
            <numerusform>%n sort nommé</numerusform>
            <numerusform>%n sorts nommés</numerusform>
        </translation>
    </message>
    <message>
        <source>{schools} spells ({tiers})</source>
        <translation>sorts de {schools} ({tiers})</translation>
    </message>
    <message>
        <source>Pick {count} of {spells}</source>
        <translation>Choisir {count} parmi {spells}</translation>
    </message>
    <message>
        <source>Blinded</source>
        <translation>Aveuglé</translation>
    </message>
    <message>
        <source>Bloodied</source>
        <translation>Ensanglanté</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>Surchargé</translation>
    </message>
    <message>
        <source>Charmed</source>
        <translation>Charmé</translation>
    </message>
    <message>
        <source>Concentration</source>
        <translation>Concentration</translation>
    </message>
    <message>
        <source>Confused</source>
        <translation>Confus</translation>
    </message>
    <message>
        <source>Dazed</source>
        <translation>Hébété</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Despair</source>
        <translation>Désespoir</translation>
    </message>
    <message>
        <source>Distracted</source>
        <translation>Distrait</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Mourant</translation>
    </message>
    <message>
        <source>Frightened</source>
        <translation>Effrayé</translation>
    </message>
    <message>
        <source>Grappled</source>
        <translation>Agrippé</translation>
    </message>
    <message>
        <source>Hampered</source>
        <translation>Entravé</translation>
    </message>
    <message>
        <source>Incapacitated</source>
        <translation>Incapacité</translation>
    </message>
    <message>
        <source>Invisible</source>
        <translation>Invisible</translation>
    </message>
    <message>
        <source>Last Stand</source>
        <translation>Barroud d&apos;honneur</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Marqué</translation>
    </message>
    <message>
        <source>Paralyzed</source>
        <translation>Paralysé</translation>
    </message>
    <message>
        <source>Petrified</source>
        <translation>Pétrifié</translation>
    </message>
    <message>
        <source>Poisoned</source>
        <translation>Empoisonné</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>À terre</translation>
    </message>
    <message>
        <source>Restrained</source>
        <translation>Restreint</translation>
    </message>
    <message>
        <source>Riding</source>
        <translation>Monté</translation>
    </message>
    <message>
        <source>Silenced</source>
        <translation>Muet</translation>
    </message>
    <message>
        <source>Slowed</source>
        <translation>Ralenti</translation>
    </message>
    <message>
        <source>Stunned</source>
        <translation>Étourdi</translation>
    </message>
    <message>
        <source>Smoldering</source>
        <translation>Incandescent</translation>
    </message>
    <message>
        <source>Taunted</source>
        <translation>Provoqué</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconscient</translation>
    </message>
    <message>
        <source>Wounded</source>
        <translation>Blessé</translation>
    </message>
    <message>
        <source>on a hit</source>
        <translation>si l&apos;attaque touche</translation>
    </message>
    <message>
        <source>on a critical hit</source>
        <translation>sur un coup critique</translation>
    </message>
    <message>
        <source>on a miss</source>
        <translation>si l&apos;attaque rate</translation>
    </message>
    <message>
        <source>at the start of your turn</source>
        <translation>au début de votre tour</translation>
    </message>
    <message>
        <source>at the end of your turn</source>
        <translation>à la fin de votre tour</translation>
    </message>
    <message>
        <source>when you die</source>
        <translation>quand vous mourez</translation>
    </message>
    <message>
        <source>when you are wounded</source>
        <translation>quand vous êtes blessé</translation>
    </message>
    <message>
        <source>when you fail a save</source>
        <translation>quand vous ratez une sauvegarde</translation>
    </message>
    <message>
        <source>on a rest</source>
        <translation>lors d&apos;un repos</translation>
    </message>
    <message>
        <source>when you roll initiative</source>
        <translation>quand vous lancez l&apos;initiative</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Dextérité</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Volonté</translation>
    </message>
    <message>
        <source>Arcana</source>
        <translation>Arcanes</translation>
    </message>
    <message>
        <source>Examination</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>Finesse</source>
        <translation>Finesse</translation>
    </message>
    <message>
        <source>Influence</source>
        <translation>Influence</translation>
    </message>
    <message>
        <source>Insight</source>
        <translation>Intuition</translation>
    </message>
    <message>
        <source>Lore</source>
        <translation>Connaissance</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <source>Naturecraft</source>
        <translation>Nature</translation>
    </message>
    <message>
        <source>Perception</source>
        <translation>Perception</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Discrétion</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Marche</translation>
    </message>
    <message>
        <source>Fly</source>
        <translation>Vol</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Escalade</translation>
    </message>
    <message>
        <source>Swim</source>
        <translation>Nage</translation>
    </message>
    <message>
        <source>Burrow</source>
        <translation>Creusement</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(aucun type)</translation>
    </message>
    <message>
        <source>Item with N charges</source>
        <translation>Objet à N charges</translation>
    </message>
    <message>
        <source>A charge pool (refilled on a safe rest) plus a consumer that spends 1 charge per use; type the number of charges next.</source>
        <translation>Une réserve de charges (remplie lors d&apos;un repos sûr) plus un consommateur qui dépense 1 charge par utilisation ; saisissez ensuite le nombre de charges.</translation>
    </message>
    <message>
        <source>Dice pool with a manual spend</source>
        <translation>Réserve de dés à dépense manuelle</translation>
    </message>
    <message>
        <source>A dice pool plus a manual dice consumer that spends picked dice for @sum.</source>
        <translation>Une réserve de dés plus un consommateur de dés manuel qui dépense les dés choisis pour @sum.</translation>
    </message>
    <message>
        <source>the pool&apos;s state lives with this item; any item can still reach it by identifier</source>
        <translation>l&apos;état de la réserve reste avec cet objet ; n&apos;importe quel objet peut tout de même y accéder par son identifiant</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>the pool lives on the character and is shared by every rule naming it</source>
        <translation>la réserve est sur le personnage et partagée par toutes les règles qui la nomment</translation>
    </message>
    <message>
        <source>faces 1 to {faces}</source>
        <translation>faces 1 à {faces}</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Pleine</translation>
    </message>
    <message>
        <source>starts full when the rule first applies (a dice pool pre-rolls its dice)</source>
        <translation>commence pleine quand la règle s&apos;applique pour la première fois (une réserve de dés lance ses dés à l&apos;avance)</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <source>starts empty and waits for a refill or an activation</source>
        <translation>commence vide et attend un remplissage ou une activation</translation>
    </message>
    <message>
        <source>Manual spend</source>
        <translation>Dépense manuelle</translation>
    </message>
    <message>
        <source>using the item opens the dice panel; the player picks which dice to spend</source>
        <translation>utiliser l&apos;objet ouvre le panneau de dés ; le joueur choisit les dés à dépenser</translation>
    </message>
    <message>
        <source>Auto bonus</source>
        <translation>Bonus automatique</translation>
    </message>
    <message>
        <source>every face in the pool is added to matching attacks; nothing is spent</source>
        <translation>chaque face de la réserve s&apos;ajoute aux attaques correspondantes ; rien n&apos;est dépensé</translation>
    </message>
    <message>
        <source>Every attack</source>
        <translation>Toutes les attaques</translation>
    </message>
    <message>
        <source>no filter: the bonus applies to every attack</source>
        <translation>aucun filtre : le bonus s&apos;applique à toutes les attaques</translation>
    </message>
    <message>
        <source>Melee attacks</source>
        <translation>Attaques de mêlée</translation>
    </message>
    <message>
        <source>only attacks delivered in melee</source>
        <translation>seulement les attaques portées en mêlée</translation>
    </message>
    <message>
        <source>Ranged attacks</source>
        <translation>Attaques à distance</translation>
    </message>
    <message>
        <source>only ranged attacks</source>
        <translation>seulement les attaques à distance</translation>
    </message>
    <message>
        <source>Any attack</source>
        <translation>N&apos;importe quelle attaque</translation>
    </message>
    <message>
        <source>every attack (same as no filter)</source>
        <translation>toutes les attaques (comme sans filtre)</translation>
    </message>
    <message>
        <source>Generic</source>
        <translation>Générique</translation>
    </message>
    <message>
        <source>the total is written to the activity log</source>
        <translation>le total est écrit dans le journal d&apos;activité</translation>
    </message>
    <message>
        <source>Damage reduction</source>
        <translation>Réduction de dégâts</translation>
    </message>
    <message>
        <source>the total is banked and subtracted from the next damage taken</source>
        <translation>le total est mis en réserve et soustrait des prochains dégâts subis</translation>
    </message>
    <message>
        <source>Consume</source>
        <translation>Consommer</translation>
    </message>
    <message>
        <source>the picked dice are removed from the pool</source>
        <translation>les dés choisis sont retirés de la réserve</translation>
    </message>
    <message>
        <source>Maximize</source>
        <translation>Maximiser</translation>
    </message>
    <message>
        <source>the picked dice stay and are raised to their top face (at most Cost picks)</source>
        <translation>les dés choisis restent et passent à leur face maximale (au plus autant de choix que le Coût)</translation>
    </message>
    <message>
        <source>Dice pool</source>
        <translation>Réserve de dés</translation>
    </message>
    <message>
        <source>target a pool of rolled dice</source>
        <translation>cibler une réserve de dés lancés</translation>
    </message>
    <message>
        <source>Charge pool</source>
        <translation>Réserve de charges</translation>
    </message>
    <message>
        <source>target a charge counter</source>
        <translation>cibler un compteur de charges</translation>
    </message>
    <message>
        <source>Every consumer</source>
        <translation>Tous les consommateurs</translation>
    </message>
    <message>
        <source>modify every dice consumer spending the pool</source>
        <translation>modifier chaque consommateur de dés qui dépense la réserve</translation>
    </message>
    <message>
        <source>Generic only</source>
        <translation>Générique seulement</translation>
    </message>
    <message>
        <source>only consumers whose effect type is Generic</source>
        <translation>seulement les consommateurs dont le type d&apos;effet est Générique</translation>
    </message>
    <message>
        <source>Damage reduction only</source>
        <translation>Réduction de dégâts seulement</translation>
    </message>
    <message>
        <source>only consumers whose effect type is Damage reduction</source>
        <translation>seulement les consommateurs dont le type d&apos;effet est Réduction de dégâts</translation>
    </message>
    <message>
        <source>Either scope</source>
        <translation>L&apos;une ou l&apos;autre portée</translation>
    </message>
    <message>
        <source>modify the pool with this identifier in both scopes (as upstream)</source>
        <translation>modifier la réserve avec cet identifiant dans les deux portées (comme la version d&apos;origine)</translation>
    </message>
    <message>
        <source>only the item-scoped pool</source>
        <translation>seulement la réserve de portée objet</translation>
    </message>
    <message>
        <source>only the character-scoped pool</source>
        <translation>seulement la réserve de portée personnage</translation>
    </message>
    <message>
        <source>the only resource combat mana can grant</source>
        <translation>la seule ressource que le mana de combat peut accorder</translation>
    </message>
    <message>
        <source>Initiative roll</source>
        <translation>Jet d&apos;initiative</translation>
    </message>
    <message>
        <source>the first initiative roll of an encounter</source>
        <translation>le premier jet d&apos;initiative d&apos;une rencontre</translation>
    </message>
    <message>
        <source>Encounter start</source>
        <translation>Début de rencontre</translation>
    </message>
    <message>
        <source>when an encounter starts</source>
        <translation>quand une rencontre commence</translation>
    </message>
    <message>
        <source>Encounter end</source>
        <translation>Fin de rencontre</translation>
    </message>
    <message>
        <source>when the encounter ends</source>
        <translation>quand la rencontre se termine</translation>
    </message>
    <message>
        <source>Safe rest</source>
        <translation>Repos sûr</translation>
    </message>
    <message>
        <source>after a safe rest</source>
        <translation>après un repos sûr</translation>
    </message>
    <message>
        <source>Field rest</source>
        <translation>Repos de terrain</translation>
    </message>
    <message>
        <source>after a field rest</source>
        <translation>après un repos de terrain</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>spent in the dice panel, or by using the item</source>
        <translation>dépensés dans le panneau de dés, ou en utilisant l&apos;objet</translation>
    </message>
    <message>
        <source>On a hit</source>
        <translation>Si l&apos;attaque touche</translation>
    </message>
    <message>
        <source>not in the dice panel: offered on the result of your attacks that hit (critical hits too); the dice picked there add the effect&apos;s total to that attack&apos;s damage</source>
        <translation>pas dans le panneau de dés : proposé sur le résultat de vos attaques qui touchent (coups critiques compris) ; les dés qui y sont choisis ajoutent le total de l&apos;effet aux dégâts de cette attaque</translation>
    </message>
    <message>
        <source>On a critical hit</source>
        <translation>Sur un coup critique</translation>
    </message>
    <message>
        <source>not in the dice panel: offered only on the result of your critical hits (Death Blow); the dice picked there add the effect&apos;s total to its damage</source>
        <translation>pas dans le panneau de dés : proposé seulement sur le résultat de vos coups critiques (Coup mortel) ; les dés qui y sont choisis ajoutent le total de l&apos;effet à ses dégâts</translation>
    </message>
    <message>
        <source>the character becomes dead</source>
        <translation>le personnage meurt</translation>
    </message>
    <message>
        <source>a wound is added</source>
        <translation>une blessure est ajoutée</translation>
    </message>
    <message>
        <source>the character becomes dying</source>
        <translation>le personnage devient mourant</translation>
    </message>
    <message>
        <source>a safe or a field rest</source>
        <translation>un repos sûr ou de terrain</translation>
    </message>
    <message>
        <source>Start turn</source>
        <translation>Début de tour</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fin de tour</translation>
    </message>
    <message>
        <source>the encounter ends</source>
        <translation>la rencontre se termine</translation>
    </message>
    <message>
        <source>an incoming attack is a critical hit</source>
        <translation>une attaque reçue est un coup critique</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Tué</translation>
    </message>
    <message>
        <source>the activation card is left out when a manual dice spend follows (it logs its own)</source>
        <translation>la carte d&apos;activation est omise quand une dépense manuelle de dés suit (celle-ci écrit la sienne dans le journal)</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>never write this item&apos;s activation card</source>
        <translation>ne jamais écrire la carte d&apos;activation de cet objet</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>always write the activation card, even when a dice spend follows</source>
        <translation>toujours écrire la carte d&apos;activation, même quand une dépense de dés suit</translation>
    </message>
    <message>
        <source>{skill} ({stat})</source>
        <translation>{skill} ({stat})</translation>
    </message>
    <message>
        <source>rolled with {stat}</source>
        <translation>lancé avec {stat}</translation>
    </message>
    <message>
        <source>{stat} save</source>
        <translation>Sauvegarde de {stat}</translation>
    </message>
    <message>
        <source>All stats</source>
        <translation>Tous les attributs</translation>
    </message>
    <message>
        <source>every stat</source>
        <translation>chaque attribut</translation>
    </message>
    <message>
        <source>All skills</source>
        <translation>Toutes les compétences</translation>
    </message>
    <message>
        <source>every skill</source>
        <translation>chaque compétence</translation>
    </message>
    <message>
        <source>All saves</source>
        <translation>Toutes les sauvegardes</translation>
    </message>
    <message>
        <source>every saving throw</source>
        <translation>chaque jet de sauvegarde</translation>
    </message>
    <message>
        <source>Choose a condition</source>
        <translation>Choisir une condition</translation>
    </message>
    <message>
        <source>the rule applies nothing until one is chosen</source>
        <translation>la règle n&apos;applique rien tant qu&apos;aucune n&apos;est choisie</translation>
    </message>
    <message>
        <source>to your attack&apos;s target</source>
        <translation>à la cible de votre attaque</translation>
    </message>
    <message>
        <source>to you</source>
        <translation>à vous</translation>
    </message>
    <message>
        <source>Saves with advantage</source>
        <translation>Sauvegardes avec avantage</translation>
    </message>
    <message>
        <source>those whose mode so far is advantage</source>
        <translation>celles dont le mode obtenu jusqu&apos;ici est l&apos;avantage</translation>
    </message>
    <message>
        <source>Saves with disadvantage</source>
        <translation>Sauvegardes avec désavantage</translation>
    </message>
    <message>
        <source>those whose mode so far is disadvantage (Highborn)</source>
        <translation>celles dont le mode obtenu jusqu&apos;ici est le désavantage (Haut-né)</translation>
    </message>
    <message>
        <source>Saves without either</source>
        <translation>Sauvegardes sans l&apos;un ni l&apos;autre</translation>
    </message>
    <message>
        <source>those whose mode so far is neither</source>
        <translation>celles dont le mode obtenu jusqu&apos;ici n&apos;est ni l&apos;un ni l&apos;autre</translation>
    </message>
    <message>
        <source>Not chosen yet</source>
        <translation>Pas encore choisie</translation>
    </message>
    <message>
        <source>the rule does nothing until the player picks</source>
        <translation>la règle ne fait rien tant que le joueur n&apos;a pas choisi</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>added to Armor, by priority</source>
        <translation>ajouté à l&apos;Armure, par priorité</translation>
    </message>
    <message>
        <source>Multiply</source>
        <translation>Multiplier</translation>
    </message>
    <message>
        <source>Armor multiplied by it, by priority</source>
        <translation>l&apos;Armure est multipliée par la valeur, par priorité</translation>
    </message>
    <message>
        <source>Override</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>after every add and multiply: replaces Armor (the last override wins)</source>
        <translation>après tous les ajouts et multiplications : remplace l&apos;Armure (le dernier remplacement l&apos;emporte)</translation>
    </message>
    <message>
        <source>Adjust</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>added to the mode so far</source>
        <translation>ajouté au mode obtenu jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Fixer</translation>
    </message>
    <message>
        <source>replaces the mode so far</source>
        <translation>remplace le mode obtenu jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Walk (none named)</source>
        <translation>Marche (aucun nommé)</translation>
    </message>
    <message>
        <source>no movement named: walk, as upstream&apos;s blank</source>
        <translation>aucun déplacement nommé : la marche, comme le champ vide de la version d&apos;origine</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Disadvantage</source>
        <translation>Désavantage</translation>
    </message>
    <message>
        <source>Advantage {steps}</source>
        <translation>Avantage {steps}</translation>
    </message>
    <message>
        <source>Disadvantage {steps}</source>
        <translation>Désavantage {steps}</translation>
    </message>
    <message>
        <source>set: a normal roll; adjust: no change</source>
        <translation>fixer : un jet normal ; ajuster : aucun changement</translation>
    </message>
    <message numerus="yes">
        <source>set: roll {dice}d20, keep the highest; adjust: %n step(s) that way</source>
        <translation>
            <numerusform>fixer : lancer {dice}d20, garder le plus haut ; ajuster : %n cran dans ce sens</numerusform>
            <numerusform>fixer : lancer {dice}d20, garder le plus haut ; ajuster : %n crans dans ce sens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>set: roll {dice}d20, keep the lowest; adjust: %n step(s) that way</source>
        <translation>
            <numerusform>fixer : lancer {dice}d20, garder le plus bas ; ajuster : %n cran dans ce sens</numerusform>
            <numerusform>fixer : lancer {dice}d20, garder le plus bas ; ajuster : %n crans dans ce sens</numerusform>
        </translation>
    </message>
    <message>
        <source>every attack that has a delivery (melee or ranged)</source>
        <translation>toute attaque qui a une forme (mêlée ou à distance)</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>weapon and spell attacks</source>
        <translation>attaques d&apos;arme et de sort</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>every attack but a spell&apos;s (Unarmed Strike too)</source>
        <translation>toute attaque sauf celle d&apos;un sort (Frappe à main nue aussi)</translation>
    </message>
    <message>
        <source>only spell attacks</source>
        <translation>seulement les attaques de sort</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Fixe</translation>
    </message>
    <message>
        <source>each hit is reduced by the value</source>
        <translation>chaque coup est réduit de la valeur</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Moitié</translation>
    </message>
    <message>
        <source>the damage is halved once, rounding up</source>
        <translation>les dégâts sont divisés par deux une fois, arrondis au supérieur</translation>
    </message>
    <message>
        <source>the attacker rolls with disadvantage (a reminder in the log)</source>
        <translation>l&apos;attaquant lance avec désavantage (un rappel dans le journal)</translation>
    </message>
    <message>
        <source>Force a reroll</source>
        <translation>Forcer une relance</translation>
    </message>
    <message>
        <source>the attacker must reroll (a reminder in the log)</source>
        <translation>l&apos;attaquant doit relancer (un rappel dans le journal)</translation>
    </message>
    <message>
        <source>Redirect to you</source>
        <translation>Rediriger vers vous</translation>
    </message>
    <message>
        <source>an attack on an ally nearby can be redirected to you (a reminder)</source>
        <translation>une attaque contre un allié proche peut être redirigée vers vous (un rappel)</translation>
    </message>
    <message>
        <source>Automatic miss</source>
        <translation>Raté automatique</translation>
    </message>
    <message>
        <source>the attack misses: no damage, only Attacked triggers</source>
        <translation>l&apos;attaque rate : aucun dégât, seuls les déclencheurs Attaqué s&apos;activent</translation>
    </message>
    <message>
        <source>every incoming attack is rerolled</source>
        <translation>chaque attaque reçue est relancée</translation>
    </message>
    <message>
        <source>A hit</source>
        <translation>Un coup</translation>
    </message>
    <message>
        <source>a hit is rerolled</source>
        <translation>un coup est relancé</translation>
    </message>
    <message>
        <source>A critical hit</source>
        <translation>Un coup critique</translation>
    </message>
    <message>
        <source>only a critical hit is rerolled</source>
        <translation>seul un coup critique est relancé</translation>
    </message>
    <message>
        <source>the {die} hit dice, as stored (before Increment Hit Dice)</source>
        <translation>les dés de vie {die}, tels qu&apos;enregistrés (avant Incrémenter les Dés de Vie)</translation>
    </message>
    <message>
        <source>Class hit die</source>
        <translation>Dé de vie de la classe</translation>
    </message>
    <message>
        <source>the class&apos;s hit die size (d6 without a class)</source>
        <translation>la taille du dé de vie de la classe (d6 sans classe)</translation>
    </message>
    <message>
        <source>hit dice spent in a field rest, when the player confirms the condition</source>
        <translation>les dés de vie dépensés lors d&apos;un repos de terrain, quand le joueur confirme la condition</translation>
    </message>
    <message>
        <source>Level-up HP</source>
        <translation>PV de montée de niveau</translation>
    </message>
    <message>
        <source>the HP roll at level-up</source>
        <translation>le jet de PV lors d&apos;une montée de niveau</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>languages the character speaks</source>
        <translation>les langues que le personnage parle</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>armor the character can wear</source>
        <translation>les armures que le personnage peut porter</translation>
    </message>
    <message>
        <source>weapon types the character can crit with (Unarmed Strike for unarmed strikes)</source>
        <translation>les types d&apos;armes avec lesquels le personnage peut faire un critique (Frappe à main nue pour les frappes à main nue)</translation>
    </message>
    <message>
        <source>Using an item</source>
        <translation>Utilisation d&apos;un objet</translation>
    </message>
    <message>
        <source>an item&apos;s activation (a spell&apos;s cast too), filtered by type or identifier below</source>
        <translation>l&apos;activation d&apos;un objet (le lancement d&apos;un sort aussi), filtrée par type ou identifiant ci-dessous</translation>
    </message>
    <message>
        <source>A heroic reaction</source>
        <translation>Une réaction héroïque</translation>
    </message>
    <message>
        <source>Defend, Interpose, Opportunity attack or Help, filtered below</source>
        <translation>Défendre, Interposer, Attaque d&apos;opportunité ou Aider, filtrées ci-dessous</translation>
    </message>
    <message>
        <source>Add to the cost</source>
        <translation>Ajouter au coût</translation>
    </message>
    <message>
        <source>the value is added to the cost so far (negative: cheaper), never below 0</source>
        <translation>la valeur s&apos;ajoute au coût obtenu jusqu&apos;ici (négative : moins cher), jamais moins de 0</translation>
    </message>
    <message>
        <source>Set the cost</source>
        <translation>Fixer le coût</translation>
    </message>
    <message>
        <source>the cost becomes the value (0: free), whatever it was</source>
        <translation>le coût devient la valeur (0 : gratuit), quel qu&apos;il ait été</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Subclass</source>
        <translation>Sous-classe</translation>
    </message>
    <message>
        <source>Ancestry</source>
        <translation>Ascendance</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Boon</source>
        <translation>Bienfait</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>items of type {type}</source>
        <translation>objets de type {type}</translation>
    </message>
    <message>
        <source>a heroic reaction, once a round, not on your own turn</source>
        <translation>une réaction héroïque, une fois par round, pas pendant votre propre tour</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>extra actions this turn (spent before the turn&apos;s own); negative takes actions away</source>
        <translation>des actions en plus ce tour-ci (dépensées avant celles du tour) ; une valeur négative retire des actions</translation>
    </message>
    <message>
        <source>Next turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>more (or fewer) actions at the next refill, at the end of your turn</source>
        <translation>plus (ou moins) d&apos;actions au prochain remplissage, à la fin de votre tour</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>your own actions change</source>
        <translation>vos propres actions changent</translation>
    </message>
    <message>
        <source>The target</source>
        <translation>La cible</translation>
    </message>
    <message>
        <source>a line in the log: the GM gives the target its actions</source>
        <translation>une ligne dans le journal : le MJ donne ses actions à la cible</translation>
    </message>
    <message>
        <source>Every ally</source>
        <translation>Chaque allié</translation>
    </message>
    <message>
        <source>a line in the log: the GM gives every ally their actions</source>
        <translation>une ligne dans le journal : le MJ donne leurs actions à tous les alliés</translation>
    </message>
    <message>
        <source>used only for items</source>
        <translation>utilisé seulement pour les objets</translation>
    </message>
    <message>
        <source>used only for heroic reactions</source>
        <translation>utilisé seulement pour les réactions héroïques</translation>
    </message>
    <message>
        <source>only your own actions can be borrowed</source>
        <translation>seules vos propres actions peuvent être empruntées</translation>
    </message>
    <message>
        <source>only actions given now are borrowed</source>
        <translation>seules les actions données maintenant sont empruntées</translation>
    </message>
    <message>
        <source>used only by a manual spend</source>
        <translation>utilisé seulement par une dépense manuelle</translation>
    </message>
    <message>
        <source>a maximize spend needs no effect</source>
        <translation>une dépense de maximisation n&apos;a pas besoin d&apos;effet</translation>
    </message>
    <message>
        <source>used only in auto-bonus mode or by a card offer</source>
        <translation>utilisé seulement en mode bonus automatique ou par une offre sur carte</translation>
    </message>
    <message>
        <source>ignored for charge pools</source>
        <translation>ignoré pour les réserves de charges</translation>
    </message>
    <message>
        <source>a half reduction ignores the value</source>
        <translation>une réduction de moitié ignore la valeur</translation>
    </message>
    <message>
        <source>used only when the player chooses the save</source>
        <translation>utilisé seulement quand le joueur choisit la sauvegarde</translation>
    </message>
    <message>
        <source>the player&apos;s choice (Chosen save) replaces it</source>
        <translation>le choix du joueur (Sauvegarde choisie) le remplace</translation>
    </message>
    <message>
        <source>used only by a forced reroll</source>
        <translation>utilisé seulement par une relance forcée</translation>
    </message>
    <message>
        <source>type a pool identifier</source>
        <translation>saisissez un identifiant de réserve</translation>
    </message>
    <message>
        <source>target tags: quarry, bloodied</source>
        <translation>étiquettes de cible : quarry, bloodied</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>a plain counter</source>
        <translation>un simple compteur</translation>
    </message>
    <message>
        <source>Hide this pool on the sheet</source>
        <translation>Masquer cette réserve sur la fiche</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>leave the die size unchanged</source>
        <translation>laisser la taille du dé inchangée</translation>
    </message>
    <message>
        <source>e.g. Fury grows: +{value} damage</source>
        <translation>p. ex. La Fureur grandit : +{value} dégâts</translation>
    </message>
    <message>
        <source>End your Rage? (or a NIMBLE.… key)</source>
        <translation>Mettre fin à votre Rage ? (ou une clé NIMBLE.…)</translation>
    </message>
    <message>
        <source>type a toggle identifier</source>
        <translation>saisissez un identifiant d&apos;effet activable</translation>
    </message>
    <message>
        <source>any type</source>
        <translation>tout type</translation>
    </message>
    <message>
        <source>every damage (or fire, cold …)</source>
        <translation>tous les dégâts (ou fire, cold …)</translation>
    </message>
    <message>
        <source>e.g. in the wild</source>
        <translation>p. ex. en pleine nature</translation>
    </message>
    <message>
        <source>any item (or type an identifier)</source>
        <translation>tout objet (ou saisissez un identifiant)</translation>
    </message>
</context>
<context>
    <name>Sheet</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Système ({language})</translation>
    </message>
    <message>
        <source>sheet-app speaks {language} from its next start. Everything is saved.</source>
        <translation>Langue : {language} dès le prochain démarrage de sheet-app. Tout est enregistré.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Redémarrer maintenant</translation>
    </message>
    <message>
        <source>Actions {current} of {most}</source>
        <translation>Actions {current} sur {most}</translation>
    </message>
    <message>
        <source> plus {extra} extra</source>
        <translation> plus {extra} supplémentaires</translation>
    </message>
    <message>
        <source>, not tracked</source>
        <translation>, non suivies</translation>
    </message>
    <message>
        <source>Reaction {reaction}</source>
        <translation>Réaction {reaction}</translation>
    </message>
    <message>
        <source>Condition {condition} (implied)</source>
        <translation>Condition {condition} (implicite)</translation>
    </message>
    <message>
        <source>Condition {condition}</source>
        <translation>Condition {condition}</translation>
    </message>
    <message>
        <source>{condition} (implied)</source>
        <translation>{condition} (implicite)</translation>
    </message>
    <message>
        <source>Remove {condition}</source>
        <translation>Retirer {condition}</translation>
    </message>
    <message>
        <source>&amp;Lasts</source>
        <translation>&amp;Dure</translation>
    </message>
    <message>
        <source>How long the condition lasts</source>
        <translation>Durée de la condition</translation>
    </message>
    <message>
        <source>0 (until removed) or how many of your turns, rounds or attacks; then choose the condition below</source>
        <translation>0 (jusqu&apos;au retrait) ou combien de vos tours, rounds ou attaques ; choisissez ensuite la condition ci-dessous</translation>
    </message>
    <message>
        <source>Counted in</source>
        <translation>Compté en</translation>
    </message>
    <message>
        <source>Slowed lasts to the end of your next turn and Despair to your next attack unless you give a length</source>
        <translation>Ralenti dure jusqu&apos;à la fin de votre prochain tour et Désespoir jusqu&apos;à votre prochaine attaque, sauf si vous donnez une durée</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no condition</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Add condition…</source>
        <translation>Ajouter une condition…</translation>
    </message>
    <message>
        <source>Add a condition</source>
        <translation>Ajouter une condition</translation>
    </message>
    <message>
        <source>Turn a Nimble condition on or off (Prone, Dazed, Slowed…); one undo step each</source>
        <translation>Activer ou désactiver une condition Nimble (À terre, Hébété, Ralenti…) ; une étape d&apos;annulation chacune</translation>
    </message>
    <message>
        <source>On: choose it again to turn it off.</source>
        <translation>Active : choisissez-la de nouveau pour la désactiver.</translation>
    </message>
    <message>
        <source>It lasts as long as the first line says.</source>
        <translation>Elle dure aussi longtemps que l&apos;indique la première ligne.</translation>
    </message>
    <message>
        <source>Filter items and pools…  (Ctrl+F)</source>
        <translation>Filtrer les objets et les réserves…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter items</source>
        <translation>Filtrer les objets</translation>
    </message>
    <message>
        <source>First match</source>
        <translation>Premier résultat</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>{action}: nothing changed</source>
        <translation>{action} : rien n&apos;a changé</translation>
    </message>
    <message>
        <source>Nothing changed</source>
        <translation>Rien n&apos;a changé</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <source>Problems ({count})</source>
        <translation>Problèmes ({count})</translation>
    </message>
    <message>
        <source>No item matches the filter</source>
        <translation>Aucun objet ne correspond au filtre</translation>
    </message>
    <message>
        <source>Character {id} could not be opened: {error}</source>
        <translation>Impossible d&apos;ouvrir le personnage {id} : {error}</translation>
    </message>
    <message>
        <source>Character {id} could not be opened: {error}. It is kept in the library unchanged; `sheet-app export -o FILE {id}` writes it out to fix by hand.</source>
        <translation>Impossible d&apos;ouvrir le personnage {id} : {error}. Il est conservé tel quel dans la bibliothèque ; `sheet-app export -o FILE {id}` l&apos;écrit dans un fichier pour le corriger à la main.</translation>
    </message>
    <message>
        <source>Character {id} could not be opened: its saved data is damaged ({error}). It is kept in the library unchanged; `sheet-app restore` brings back a backup.</source>
        <translation>Impossible d&apos;ouvrir le personnage {id} : ses données enregistrées sont endommagées ({error}). Il est conservé tel quel dans la bibliothèque ; `sheet-app restore` rétablit une sauvegarde.</translation>
    </message>
    <message>
        <source>Character {id} could not be opened: {kind}: {error}.</source>
        <translation>Impossible d&apos;ouvrir le personnage {id} : {kind} : {error}.</translation>
    </message>
    <message>
        <source>Reloaded {name} from the library</source>
        <translation>{name} rechargé depuis la bibliothèque</translation>
    </message>
    <message>
        <source>No library</source>
        <translation>Aucune bibliothèque</translation>
    </message>
    <message>
        <source>Import a character</source>
        <translation>Importer un personnage</translation>
    </message>
    <message>
        <source>Characters (*.json)</source>
        <translation>Personnages (*.json)</translation>
    </message>
    <message>
        <source>{path}: an item file, not a character</source>
        <translation>{path} : un fichier d&apos;objet, pas un personnage</translation>
    </message>
    <message>
        <source>no library is open</source>
        <translation>aucune bibliothèque n&apos;est ouverte</translation>
    </message>
    <message>
        <source>Export the sheet as PDF</source>
        <translation>Exporter la fiche en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>{path}: the PDF was not written: {error}</source>
        <translation>{path} : le PDF n&apos;a pas été écrit : {error}</translation>
    </message>
    <message numerus="yes">
        <source>Sheet exported to {path} (%n pages)</source>
        <translation>
            <numerusform>Fiche exportée vers {path} (%n page)</numerusform>
            <numerusform>Fiche exportée vers {path} (%n pages)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} — character sheet</source>
        <translation>{name} — fiche de personnage</translation>
    </message>
    <message>
        <source>Print the sheet</source>
        <translation>Imprimer la fiche</translation>
    </message>
    <message>
        <source>Not printed: {error}</source>
        <translation>Non imprimé : {error}</translation>
    </message>
    <message>
        <source>the printer</source>
        <translation>l&apos;imprimante</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n pages to {printer}</source>
        <translation>
            <numerusform>%n page envoyée à {printer}</numerusform>
            <numerusform>%n pages envoyées à {printer}</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the character</source>
        <translation>Exporter le personnage</translation>
    </message>
    <message>
        <source>{path}: not exported: {error}</source>
        <translation>{path} : non exporté : {error}</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>Exporté vers {path}</translation>
    </message>
    <message>
        <source>The library was not backed up: {error}</source>
        <translation>La bibliothèque n&apos;a pas été sauvegardée : {error}</translation>
    </message>
    <message>
        <source>Library backed up to {path}</source>
        <translation>Bibliothèque sauvegardée dans {path}</translation>
    </message>
    <message>
        <source>Export the activity log</source>
        <translation>Exporter le journal d&apos;activité</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>{path}: the log was not exported: {error}</source>
        <translation>{path} : le journal n&apos;a pas été exporté : {error}</translation>
    </message>
    <message>
        <source>Log exported to {path}</source>
        <translation>Journal exporté vers {path}</translation>
    </message>
    <message>
        <source>Import Foundry content: a pack, a system, module or world folder, or JSON</source>
        <translation>Importer du contenu Foundry : un pack, un dossier de système, de module ou de monde, ou du JSON</translation>
    </message>
    <message>
        <source>{error}; the library is unchanged</source>
        <translation>{error} ; la bibliothèque n&apos;a pas changé</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n documents from {folder}</source>
        <translation>
            <numerusform>%n document importé depuis {folder}</numerusform>
            <numerusform>%n documents importés depuis {folder}</numerusform>
        </translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Mourant</translation>
    </message>
    <message>
        <source>Character name</source>
        <translation>Nom du personnage</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Current HP</source>
        <translation>PV actuels</translation>
    </message>
    <message>
        <source>Maximum HP</source>
        <translation>PV maximum</translation>
    </message>
    <message>
        <source>Temporary HP</source>
        <translation>PV temporaires</translation>
    </message>
    <message>
        <source>Temporary HP: taken after the banked reduction, before HP; a new value replaces the old (they do not stack); a safe rest removes them</source>
        <translation>PV temporaires : pris après la réduction en réserve, avant les PV ; une nouvelle valeur remplace l&apos;ancienne (ils ne se cumulent pas) ; un repos sûr les retire</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Maximum wounds</source>
        <translation>Blessures maximum</translation>
    </message>
    <message>
        <source>Wounds at which the character dies</source>
        <translation>Blessures auxquelles le personnage meurt</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <source>Mana (own)</source>
        <translation>Mana (propre)</translation>
    </message>
    <message>
        <source>Maximum mana</source>
        <translation>Mana maximum</translation>
    </message>
    <message>
        <source>Combat mana</source>
        <translation>Mana de combat</translation>
    </message>
    <message>
        <source>Combat mana: the layer a Combat Mana rule grants for the encounter, spent first</source>
        <translation>Mana de combat : la couche qu&apos;une règle Mana de combat accorde pour la rencontre, dépensée en premier</translation>
    </message>
    <message>
        <source>No hit dice: give the class item a hit die size, or set them here</source>
        <translation>Aucun dé de vie : donnez une taille de dé de vie à l&apos;objet de classe, ou définissez-les ici</translation>
    </message>
    <message>
        <source>Roll…</source>
        <comment>the button that spends hit dice</comment>
        <translation>Lancer…</translation>
    </message>
    <message>
        <source>Spend hit dice</source>
        <translation>Dépenser des dés de vie</translation>
    </message>
    <message>
        <source>Spend hit dice to heal outside a rest (Catch Breath or Make Camp)</source>
        <translation>Dépenser des dés de vie pour se soigner hors d&apos;un repos (Courte pause ou Faire un camp)</translation>
    </message>
    <message>
        <source>Banked damage reduction</source>
        <translation>Réduction de dégâts en réserve</translation>
    </message>
    <message>
        <source>Damage reduction banked by a dice spend; it comes off the next hit</source>
        <translation>Réduction de dégâts mise en réserve par une dépense de dés ; elle s&apos;applique au prochain coup</translation>
    </message>
    <message>
        <source>States</source>
        <translation>États</translation>
    </message>
    <message>
        <source>add a state…</source>
        <translation>ajouter un état…</translation>
    </message>
    <message>
        <source>Add a state</source>
        <translation>Ajouter un état</translation>
    </message>
    <message>
        <source>Hit dice</source>
        <translation>Dés de vie</translation>
    </message>
    <message>
        <source>Damage reduction</source>
        <translation>Réduction de dégâts</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>Rencontre</translation>
    </message>
    <message>
        <source>no class</source>
        <translation>aucune classe</translation>
    </message>
    <message>
        <source>Armor {value}: {base} and the Armor Class rules; Defend takes it off a hit&apos;s damage</source>
        <translation>Armure {value} : {base} et les règles de Classe d&apos;Armure ; Défendre la retire des dégâts d&apos;un coup</translation>
    </message>
    <message>
        <source>Speed in spaces: walk, then every other movement mode the character has</source>
        <translation>Vitesse en cases : marche, puis chaque autre mode de déplacement du personnage</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>MORT</translation>
    </message>
    <message>
        <source>DYING</source>
        <translation>MOURANT</translation>
    </message>
    <message>
        <source>BLOODIED</source>
        <translation>ENSANGLANTÉ</translation>
    </message>
    <message>
        <source>HP · {condition}</source>
        <translation>PV · {condition}</translation>
    </message>
    <message>
        <source>Wounds at which the character dies: {most} with its rules (this box holds the base, {base})</source>
        <translation>Blessures auxquelles le personnage meurt : {most} avec ses règles (cette case contient la base, {base})</translation>
    </message>
    <message>
        <source>+ combat {current}/{most}</source>
        <translation>+ combat {current}/{most}</translation>
    </message>
    <message>
        <source>Encounter · round {round}</source>
        <translation>Rencontre · round {round}</translation>
    </message>
    <message>
        <source>No encounter</source>
        <translation>Aucune rencontre</translation>
    </message>
    <message>
        <source> · initiative {initiative}</source>
        <translation> · initiative {initiative}</translation>
    </message>
    <message>
        <source>Hit dice {size} left</source>
        <translation>Dés de vie {size} restants</translation>
    </message>
    <message>
        <source>{size} hit dice left (a safe rest brings them all back)</source>
        <translation>{size} dés de vie restants (un repos sûr les rend tous)</translation>
    </message>
    <message>
        <source>State {state}</source>
        <translation>État {state}</translation>
    </message>
    <message>
        <source>Turn {state} on or off (self:{state})</source>
        <translation>Activer ou désactiver {state} (self:{state})</translation>
    </message>
    <message>
        <source>End {toggle}?</source>
        <translation>Mettre fin à {toggle} ?</translation>
    </message>
    <message>
        <source>End {toggle}</source>
        <translation>Mettre fin à {toggle}</translation>
    </message>
    <message>
        <source>Keep {state}</source>
        <translation>Garder {state}</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the last two names of a list: Rage and Frenzy</comment>
        <translation> et </translation>
    </message>
    <message>
        <source>This turns {states} off.</source>
        <translation>Cela désactive {states}.</translation>
    </message>
    <message>
        <source>{pools} will be emptied.</source>
        <translation>Cela videra {pools}.</translation>
    </message>
    <message>
        <source>Select an item first</source>
        <translation>Sélectionnez d&apos;abord un objet</translation>
    </message>
    <message>
        <source>Add items from files</source>
        <translation>Ajouter des objets depuis des fichiers</translation>
    </message>
    <message>
        <source>Items (*.json)</source>
        <translation>Objets (*.json)</translation>
    </message>
    <message>
        <source>{path}: a character file, not items; use File ▸ Import character</source>
        <translation>{path} : un fichier de personnage, pas des objets ; utilisez Fichier ▸ Importer un personnage</translation>
    </message>
    <message>
        <source>{pool}: die {position} shows {face}</source>
        <translation>{pool} : le dé {position} indique {face}</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Fixer à</translation>
    </message>
    <message>
        <source>Set to {face}</source>
        <translation>Fixer à {face}</translation>
    </message>
    <message>
        <source>Reroll this die</source>
        <translation>Relancer ce dé</translation>
    </message>
    <message>
        <source>Remove this die</source>
        <translation>Retirer ce dé</translation>
    </message>
    <message>
        <source>Use {item}</source>
        <translation>Utiliser {item}</translation>
    </message>
    <message>
        <source>Unequip</source>
        <translation>Déséquiper</translation>
    </message>
    <message>
        <source>Equip</source>
        <translation>Équiper</translation>
    </message>
    <message>
        <source>Edit item…</source>
        <translation>Modifier l&apos;objet…</translation>
    </message>
    <message>
        <source>Edit rules…</source>
        <translation>Modifier les règles…</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Delete item</source>
        <translation>Supprimer l&apos;objet</translation>
    </message>
    <message>
        <source>{pool}: level-up bonus ({bonus:+d})…</source>
        <translation>{pool} : bonus de montée de niveau ({bonus:+d})…</translation>
    </message>
    <message>
        <source>{pool}: set charges ({current}/{most})…</source>
        <translation>{pool} : définir les charges ({current}/{most})…</translation>
    </message>
    <message>
        <source>{pool}: spend a charge and roll a {die}</source>
        <translation>{pool} : dépenser une charge et lancer un {die}</translation>
    </message>
    <message>
        <source>{pool}: open the dice panel…</source>
        <translation>{pool} : ouvrir le panneau de dés…</translation>
    </message>
    <message>
        <source>{pool}: roll one in</source>
        <translation>{pool} : y lancer un dé</translation>
    </message>
    <message>
        <source>{pool}: die {position} ({face})</source>
        <translation>{pool} : dé {position} ({face})</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problèmes :</translation>
    </message>
    <message>
        <source>{subtitle} · not equipped</source>
        <translation>{subtitle} · non équipé</translation>
    </message>
    <message>
        <source>Cast</source>
        <comment>the button of a spell&apos;s row</comment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Use</source>
        <comment>the button of an item&apos;s row</comment>
        <translation>Utiliser</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>Équipé</translation>
    </message>
    <message>
        <source>Unequipped</source>
        <translation>Non équipé</translation>
    </message>
    <message>
        <source>Die {position}: {face} on a {die} — right-click to edit</source>
        <translation>Dé {position} : {face} sur un {die} — clic droit pour modifier</translation>
    </message>
    <message>
        <source>Roll one {die} into {pool}</source>
        <translation>Lancer un {die} dans {pool}</translation>
    </message>
    <message>
        <source>Click to open the dice panel</source>
        <translation>Cliquez pour ouvrir le panneau de dés</translation>
    </message>
    <message>
        <source>Damage formula: {formula}</source>
        <translation>Formule de dégâts : {formula}</translation>
    </message>
    <message>
        <source>Cannot cast {item} now: {reason}</source>
        <translation>Impossible de lancer {item} maintenant : {reason}</translation>
    </message>
    <message>
        <source>Cannot use {item} now: {reason}</source>
        <translation>Impossible d&apos;utiliser {item} maintenant : {reason}</translation>
    </message>
    <message>
        <source>Cast {item} (Enter)</source>
        <translation>Lancer {item} (Enter)</translation>
    </message>
    <message>
        <source>Use {item} (Enter)</source>
        <translation>Utiliser {item} (Enter)</translation>
    </message>
    <message>
        <source>Note: {caution}</source>
        <translation>Remarque : {caution}</translation>
    </message>
    <message>
        <source>Click to unequip</source>
        <translation>Cliquez pour déséquiper</translation>
    </message>
    <message>
        <source>Click to equip</source>
        <translation>Cliquez pour équiper</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Activity log</source>
        <translation>Journal d&apos;activité</translation>
    </message>
    <message>
        <source>Search the log…</source>
        <translation>Rechercher dans le journal…</translation>
    </message>
    <message>
        <source>Search the activity log</source>
        <translation>Rechercher dans le journal d&apos;activité</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Save the log as a text file</source>
        <translation>Enregistrer le journal dans un fichier texte</translation>
    </message>
    <message>
        <source>(undone)</source>
        <translation>(annulé)</translation>
    </message>
    <message>
        <source>Start &amp;encounter</source>
        <translation>Commencer une &amp;rencontre</translation>
    </message>
    <message>
        <source>Start an encounter: fires Encounter Start</source>
        <translation>Commencer une rencontre : déclenche Début de rencontre</translation>
    </message>
    <message>
        <source>Roll &amp;initiative</source>
        <translation>Lancer l&apos;&amp;initiative</translation>
    </message>
    <message>
        <source>Roll initiative from your formula, or type what you rolled: fires Initiative and grants combat mana</source>
        <translation>Lancer l&apos;initiative avec votre formule, ou saisir ce que vous avez obtenu : déclenche Initiative et accorde le mana de combat</translation>
    </message>
    <message>
        <source>&amp;Start turn</source>
        <translation>&amp;Commencer le tour</translation>
    </message>
    <message>
        <source>Your turn starts: fires Turn Start (with or without an encounter)</source>
        <translation>Votre tour commence : déclenche Début de tour (avec ou sans rencontre)</translation>
    </message>
    <message>
        <source>End &amp;turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <source>Your turn ends: fires Turn End and counts the round</source>
        <translation>Votre tour se termine : déclenche Fin de tour et compte le round</translation>
    </message>
    <message>
        <source>E&amp;nd encounter</source>
        <translation>&amp;Terminer la rencontre</translation>
    </message>
    <message>
        <source>End the encounter: fires Encounter End, unused damage reduction expires, combat mana clears</source>
        <translation>Terminer la rencontre : déclenche Fin de rencontre, la réduction de dégâts inutilisée expire, le mana de combat est vidé</translation>
    </message>
    <message>
        <source>Safe &amp;rest</source>
        <translation>R&amp;epos sûr</translation>
    </message>
    <message>
        <source>Safe rest: HP to max, hit dice back, mana, one wound healed, and what your rules refill (shows what will change first)</source>
        <translation>Repos sûr : PV au max, dés de vie récupérés, mana, une blessure soignée, et ce que vos règles rechargent (montre d&apos;abord ce qui va changer)</translation>
    </message>
    <message>
        <source>&amp;Field rest</source>
        <translation>Re&amp;pos de terrain</translation>
    </message>
    <message>
        <source>Field rest: Catch Breath or Make Camp with hit dice, then what your rules refill on a field rest</source>
        <translation>Repos de terrain : Courte pause ou Faire un camp avec des dés de vie, puis ce que vos règles rechargent lors d&apos;un repos de terrain</translation>
    </message>
    <message>
        <source>&amp;Attacked…</source>
        <translation>&amp;Attaqué…</translation>
    </message>
    <message>
        <source>&amp;Damage…</source>
        <translation>&amp;Dégâts…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Soigner…</translation>
    </message>
    <message>
        <source>&amp;Kill</source>
        <translation>&amp;Élimination</translation>
    </message>
    <message>
        <source>You killed a foe (fires On Kill)</source>
        <translation>Vous avez éliminé un ennemi (déclenche Élimination)</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Table controls</source>
        <translation>Contrôles de table</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Characters…</source>
        <translation>&amp;Personnages…</translation>
    </message>
    <message>
        <source>&amp;Switch to</source>
        <translation>&amp;Basculer vers</translation>
    </message>
    <message>
        <source>Item &amp;library…</source>
        <translation>B&amp;ibliothèque d&apos;objets…</translation>
    </message>
    <message>
        <source>&amp;Import character…</source>
        <translation>I&amp;mporter un personnage…</translation>
    </message>
    <message>
        <source>&amp;Export character…</source>
        <translation>&amp;Exporter le personnage…</translation>
    </message>
    <message>
        <source>Import &amp;Foundry content…</source>
        <translation>Importer du contenu &amp;Foundry…</translation>
    </message>
    <message>
        <source>C&amp;ontent…</source>
        <translation>C&amp;ontenu…</translation>
    </message>
    <message>
        <source>&amp;Back up library…</source>
        <translation>&amp;Sauvegarder la bibliothèque…</translation>
    </message>
    <message>
        <source>Export &amp;PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <source>The character on paper: header, items, pools to tick, rules in words</source>
        <translation>Le personnage sur papier : en-tête, objets, réserves à cocher, règles en toutes lettres</translation>
    </message>
    <message>
        <source>Pri&amp;nt…</source>
        <translation>Imp&amp;rimer…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>&amp;Find item</source>
        <translation>R&amp;echercher un objet</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>&amp;Items</source>
        <translation>&amp;Objets</translation>
    </message>
    <message>
        <source>&amp;New item…</source>
        <translation>&amp;Nouvel objet…</translation>
    </message>
    <message>
        <source>&amp;Edit item…</source>
        <translation>&amp;Modifier l&apos;objet…</translation>
    </message>
    <message>
        <source>Edit &amp;rules…</source>
        <translation>Modifier les &amp;règles…</translation>
    </message>
    <message>
        <source>&amp;Duplicate item</source>
        <translation>&amp;Dupliquer l&apos;objet</translation>
    </message>
    <message>
        <source>De&amp;lete item</source>
        <translation>&amp;Supprimer l&apos;objet</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Déplacer vers le &amp;haut</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Déplacer vers le &amp;bas</translation>
    </message>
    <message>
        <source>Add from the &amp;item library…</source>
        <translation>&amp;Ajouter depuis la bibliothèque d&apos;objets…</translation>
    </message>
    <message>
        <source>Add from a &amp;file…</source>
        <translation>Ajouter depuis un &amp;fichier…</translation>
    </message>
    <message>
        <source>&amp;Character</source>
        <translation>&amp;Personnage</translation>
    </message>
    <message>
        <source>&amp;New character…</source>
        <translation>&amp;Nouveau personnage…</translation>
    </message>
    <message>
        <source>A level-1 character from your imported content: class, ancestry, background, stats, starting items</source>
        <translation>Un personnage de niveau 1 à partir de votre contenu importé : classe, ascendance, historique, attributs, objets de départ</translation>
    </message>
    <message>
        <source>&amp;Level up…</source>
        <translation>&amp;Monter de niveau…</translation>
    </message>
    <message>
        <source>Level &amp;down</source>
        <translation>&amp;Descendre de niveau</translation>
    </message>
    <message>
        <source>Take back the last level of the history</source>
        <translation>Retirer le dernier niveau de l&apos;historique</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Héberger une table…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Rejoindre une table…</translation>
    </message>
    <message>
        <source>Party &amp;board</source>
        <translation>&amp;Tableau du groupe</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>The party board of the table you host</source>
        <translation>Le tableau du groupe de la table que vous hébergez</translation>
    </message>
    <message>
        <source>Host a table first (Table ▸ Host a table…)</source>
        <translation>Hébergez d&apos;abord une table (Table ▸ Héberger une table…)</translation>
    </message>
    <message>
        <source>Stop sharing or hosting</source>
        <translation>Arrêter le partage ou l&apos;hébergement</translation>
    </message>
    <message>
        <source>You are not at a table</source>
        <translation>Vous n&apos;êtes pas à une table</translation>
    </message>
    <message>
        <source>&amp;Undo {action}</source>
        <translation>&amp;Annuler {action}</translation>
    </message>
    <message>
        <source>&amp;Redo {action}</source>
        <translation>&amp;Rétablir {action}</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Undo to before: {action}</source>
        <translation>Annuler jusqu&apos;avant : {action}</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Message action</source>
        <translation>Action du message</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>The character was not made: {error}</source>
        <translation>Le personnage n&apos;a pas été créé : {error}</translation>
    </message>
    <message>
        <source>New character {name}</source>
        <translation>Nouveau personnage {name}</translation>
    </message>
    <message>
        <source>Made {name}: Edit ▸ Undo takes it back</source>
        <translation>{name} créé : Édition ▸ Annuler le retire</translation>
    </message>
    <message>
        <source>New character {name}: {class_} level 1, HP {hp}</source>
        <translation>Nouveau personnage {name} : {class_} niveau 1, PV {hp}</translation>
    </message>
    <message>
        <source>; starting items {items}</source>
        <translation> ; objets de départ {items}</translation>
    </message>
    <message>
        <source>{name} is the only character: it stays (File ▸ Characters… deletes it once there is another)</source>
        <translation>{name} est le seul personnage : il reste (Fichier ▸ Personnages… le supprime dès qu&apos;il y en a un autre)</translation>
    </message>
    <message>
        <source>Undid {name}: moved to the trash (File ▸ Characters… ▸ Show trash)</source>
        <translation>{name} annulé : déplacé dans la corbeille (Fichier ▸ Personnages… ▸ Afficher la corbeille)</translation>
    </message>
    <message>
        <source>Redid {name}</source>
        <translation>{name} rétabli</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>Saves</source>
        <translation>Sauvegardes</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>avantage</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <translation>désavantage</translation>
    </message>
    <message>
        <source>Skills and saves</source>
        <translation>Compétences et sauvegardes</translation>
    </message>
    <message>
        <source>I roll my &amp;own dice</source>
        <translation>Je lance mes pr&amp;opres dés</translation>
    </message>
    <message>
        <source>Every roll the sheet needs is asked from you: type the faces of your dice</source>
        <translation>Chaque jet dont la fiche a besoin vous est demandé : saisissez les faces de vos dés</translation>
    </message>
    <message>
        <source>You roll your own dice: the sheet asks for the faces</source>
        <translation>Vous lancez vos propres dés : la fiche demande les faces</translation>
    </message>
    <message>
        <source>The sheet rolls the dice</source>
        <translation>La fiche lance les dés</translation>
    </message>
    <message>
        <source>Roll for {action}</source>
        <translation>Jet pour {action}</translation>
    </message>
    <message>
        <source>Roll {dice}</source>
        <translation>Lancer {dice}</translation>
    </message>
    <message>
        <source>Roll {dice} ({action})</source>
        <translation>Lancer {dice} ({action})</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Soigner</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>règle</translation>
    </message>
    <message>
        <source>{type} (rule {number})</source>
        <translation>{type} (règle {number})</translation>
    </message>
    <message>
        <source>Double-click or press Enter on a problem to open the item&apos;s rules at that field</source>
        <translation>Double-cliquez ou appuyez sur Enter sur un problème pour ouvrir les règles de l&apos;objet à ce champ</translation>
    </message>
    <message>
        <source>Character</source>
        <comment>the heading of the character&apos;s own problems</comment>
        <translation>Personnage</translation>
    </message>
    <message numerus="yes">
        <source>%n errors</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warnings</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>Ski&amp;lls and saves</source>
        <translation>Co&amp;mpétences et sauvegardes</translation>
    </message>
    <message>
        <source>The keyboard to the skills and saves: type a skill&apos;s name, Enter rolls</source>
        <translation>Le clavier vers les compétences et sauvegardes : tapez le nom d&apos;une compétence, Enter lance le jet</translation>
    </message>
    <message>
        <source>Roll with ad&amp;vantage or disadvantage…</source>
        <translation>Lancer avec a&amp;vantage ou désavantage…</translation>
    </message>
    <message>
        <source>Choose advantage or disadvantage (and how many), a DC, and whether Frightened or Taunted applies, for the current skill, save or attack</source>
        <translation>Choisissez l&apos;avantage ou le désavantage (et combien), un DD, et si Effrayé ou Provoqué s&apos;applique, pour la compétence, la sauvegarde ou l&apos;attaque en cours</translation>
    </message>
    <message>
        <source>{item} has no attack to roll with advantage</source>
        <translation>{item} n&apos;a pas d&apos;attaque à lancer avec avantage</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message numerus="yes">
        <source>backups, newest first: {backups} and %n older</source>
        <translation>
            <numerusform>sauvegardes, de la plus récente à la plus ancienne : {backups} et %n plus ancienne</numerusform>
            <numerusform>sauvegardes, de la plus récente à la plus ancienne : {backups} et %n plus anciennes</numerusform>
        </translation>
    </message>
    <message>
        <source>backups, newest first: {backups}</source>
        <translation>sauvegardes, de la plus récente à la plus ancienne : {backups}</translation>
    </message>
    <message>
        <source>there are no backups in {folder}</source>
        <translation>il n&apos;y a aucune sauvegarde dans {folder}</translation>
    </message>
    <message>
        <source>{path}: the library is damaged ({detail}); restore a backup with `sheet-app restore BACKUP` ({backups})</source>
        <translation>{path} : la bibliothèque est endommagée ({detail}) ; restaurez une sauvegarde avec `sheet-app restore BACKUP` ({backups})</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <translation>lecture impossible : {reason}</translation>
    </message>
    <message>
        <source>not a sheet-app library backup (not an SQLite database)</source>
        <translation>pas une sauvegarde de bibliothèque sheet-app (pas une base de données SQLite)</translation>
    </message>
    <message>
        <source>cannot open: {reason}</source>
        <translation>ouverture impossible : {reason}</translation>
    </message>
    <message>
        <source>made by a newer version of sheet-app (library version {version}, this app reads up to {newest})</source>
        <translation>créée par une version plus récente de sheet-app (version de bibliothèque {version}, cette application lit jusqu&apos;à {newest})</translation>
    </message>
    <message>
        <source>not a sheet-app library backup</source>
        <translation>pas une sauvegarde de bibliothèque sheet-app</translation>
    </message>
    <message>
        <source>the backup is damaged too ({detail})</source>
        <translation>la sauvegarde est endommagée elle aussi ({detail})</translation>
    </message>
    <message>
        <source>not a usable backup ({reason})</source>
        <translation>pas une sauvegarde utilisable ({reason})</translation>
    </message>
    <message>
        <source>{backup}: {problem}; nothing was changed</source>
        <translation>{backup} : {problem} ; rien n&apos;a été modifié</translation>
    </message>
    <message>
        <source>{copy}: cannot keep a copy of the damaged library ({reason}); nothing was changed</source>
        <translation>{copy} : impossible de conserver une copie de la bibliothèque endommagée ({reason}) ; rien n&apos;a été modifié</translation>
    </message>
    <message>
        <source>{path}: the backup {backup} was not restored ({reason}); the damaged library is unchanged (a copy is in {copy})</source>
        <translation>{path} : la sauvegarde {backup} n&apos;a pas été restaurée ({reason}) ; la bibliothèque endommagée est inchangée (une copie se trouve dans {copy})</translation>
    </message>
    <message>
        <source>{file}: the same document id as {other} ({uuid})</source>
        <translation>{file} : même identifiant de document que {other} ({uuid})</translation>
    </message>
    <message>
        <source>{uuid}: not in the content index (was its source imported again?)</source>
        <translation>{uuid} : absent de l&apos;index du contenu (sa source a-t-elle été importée à nouveau ?)</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>is {size}, larger than the {limit} limit</source>
        <translation>fait {size}, plus que la limite de {limit}</translation>
    </message>
    <message>
        <source>is larger than the {limit} limit</source>
        <translation>dépasse la limite de {limit}</translation>
    </message>
    <message>
        <source>{size:.0f} MB</source>
        <translation>{size:.0f} Mo</translation>
    </message>
    <message>
        <source>{size} bytes</source>
        <translation>{size} octets</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>est vide</translation>
    </message>
    <message>
        <source>is not a text file (binary data, not UTF-8 JSON)</source>
        <translation>n&apos;est pas un fichier texte (données binaires, pas du JSON UTF-8)</translation>
    </message>
    <message>
        <source>is not a text file (it contains NUL bytes)</source>
        <translation>n&apos;est pas un fichier texte (il contient des octets NUL)</translation>
    </message>
    <message>
        <source>line {line} column {column}</source>
        <translation>ligne {line} colonne {column}</translation>
    </message>
    <message>
        <source>is not valid JSON: it ends too early ({where}); the file may be truncated</source>
        <translation>n&apos;est pas du JSON valide : il se termine trop tôt ({where}) ; le fichier est peut-être tronqué</translation>
    </message>
    <message>
        <source>is not valid JSON: {reason} at {where}</source>
        <translation>n&apos;est pas du JSON valide : {reason} à {where}</translation>
    </message>
    <message>
        <source>is not valid JSON: {reason}</source>
        <translation>n&apos;est pas du JSON valide : {reason}</translation>
    </message>
    <message>
        <source>is not usable JSON: nested too deeply</source>
        <translation>n&apos;est pas du JSON utilisable : trop imbriqué</translation>
    </message>
    <message>
        <source>is not usable: it holds {problem}</source>
        <translation>n&apos;est pas utilisable : il contient {problem}</translation>
    </message>
    <message>
        <source>true/false value</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>valeur vrai/faux</translation>
    </message>
    <message>
        <source>object</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>objet</translation>
    </message>
    <message>
        <source>list</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>liste</translation>
    </message>
    <message>
        <source>string</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>chaîne</translation>
    </message>
    <message>
        <source>number</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>nombre</translation>
    </message>
    <message>
        <source>null</source>
        <comment>a JSON value&apos;s type</comment>
        <translation>null</translation>
    </message>
    <message>
        <source>is a JSON {kind}, not a character or item document</source>
        <translation>est une valeur JSON de type {kind}, pas un document de personnage ou d&apos;objet</translation>
    </message>
    <message>
        <source>not a character (sheet/1) or item (item/1) document, nor a Foundry Nimble item or character export (it looks like a play script: run it with `sheet-app play`)</source>
        <translation>pas un document de personnage (sheet/1) ou d&apos;objet (item/1), ni un export d&apos;objet ou de personnage Foundry Nimble (cela ressemble à un script de partie : lancez-le avec `sheet-app play`)</translation>
    </message>
    <message>
        <source>not a character (sheet/1) or item (item/1) document, nor a Foundry Nimble item or character export</source>
        <translation>pas un document de personnage (sheet/1) ou d&apos;objet (item/1), ni un export d&apos;objet ou de personnage Foundry Nimble</translation>
    </message>
    <message>
        <source>format: must be a text such as &quot;sheet/1&quot; (got {value!r})</source>
        <translation>format : doit être un texte tel que &quot;sheet/1&quot; (reçu : {value!r})</translation>
    </message>
    <message>
        <source>format: {value!r} is not a format this app reads (sheet/1, sheet/0, item/1)</source>
        <translation>format : {value!r} n&apos;est pas un format lu par cette application (sheet/1, sheet/0, item/1)</translation>
    </message>
    <message>
        <source>{where}format: {value!r} is newer than this app understands (it reads item/1)</source>
        <translation>{where}format : {value!r} est plus récent que ce que cette application comprend (elle lit item/1)</translation>
    </message>
    <message>
        <source>{where}format: {value!r} is not an item format this app reads (item/1)</source>
        <translation>{where}format : {value!r} n&apos;est pas un format d&apos;objet que cette application lit (item/1)</translation>
    </message>
    <message>
        <source>is an empty list: there are no items in it</source>
        <translation>est une liste vide : elle ne contient aucun objet</translation>
    </message>
    <message>
        <source>holds {count:,} items, more than the limit of {limit:,} items</source>
        <translation>contient {count:,} objets, plus que la limite de {limit:,} objets</translation>
    </message>
    <message>
        <source>[{index}]: is a JSON {kind}, not an item</source>
        <translation>[{index}] : est une valeur JSON {kind}, pas un objet</translation>
    </message>
    <message>
        <source>[{index}]: is a character; a file holds one character, on its own</source>
        <translation>[{index}] : est un personnage ; un fichier contient un seul personnage, seul</translation>
    </message>
    <message>
        <source>[{index}]: is not an item (no name)</source>
        <translation>[{index}] : n&apos;est pas un objet (pas de nom)</translation>
    </message>
    <message>
        <source>{where}is a Foundry document of the {system!r} game system, not Nimble</source>
        <translation>{where}est un document Foundry du système de jeu {system!r}, pas Nimble</translation>
    </message>
    <message>
        <source>{where}_id: must be text (got {kind}); the item is identified by its name</source>
        <translation>{where}_id : doit être du texte (reçu {kind}) ; l&apos;objet est identifié par son nom</translation>
    </message>
    <message>
        <source>{where}type: upstream item type {type!r} is not one of ours; imported as a feature</source>
        <translation>{where}type : le type d&apos;objet amont {type!r} n&apos;est pas l&apos;un des nôtres ; importé comme capacité</translation>
    </message>
    <message>
        <source>{where}.id: {id!r} is already used by [{other}]</source>
        <translation>{where}.id : {id!r} est déjà utilisé par [{other}]</translation>
    </message>
    <message>
        <source>{item} / rule {index} / type: must be text such as &quot;chargePool&quot; (got {kind}); kept as is and does nothing</source>
        <translation>{item} / règle {index} / type : doit être du texte comme &quot;chargePool&quot; (reçu {kind}) ; conservé tel quel et sans effet</translation>
    </message>
    <message>
        <source>{item} / rule {index} ({type}): rule type not supported here; kept as is and does nothing</source>
        <translation>{item} / règle {index} ({type}) : type de règle non pris en charge ici ; conservé tel quel et sans effet</translation>
    </message>
    <message>
        <source>is a Foundry {type!r} actor; only characters can be imported (actor types: {types})</source>
        <translation>est un acteur Foundry {type!r} ; seuls les personnages peuvent être importés (types d&apos;acteur : {types})</translation>
    </message>
    <message>
        <source>imported character: {problem}</source>
        <translation>personnage importé : {problem}</translation>
    </message>
    <message>
        <source>cannot write: {reason}</source>
        <translation>écriture impossible : {reason}</translation>
    </message>
    <message>
        <source>cannot write: no free temporary file name</source>
        <translation>écriture impossible : aucun nom de fichier temporaire libre</translation>
    </message>
    <message>
        <source>not exported: {problem}</source>
        <translation>non exporté : {problem}</translation>
    </message>
    <message>
        <source>not exported: {where}: {problem}</source>
        <translation>non exporté : {where} : {problem}</translation>
    </message>
    <message>
        <source>{root}: no such file or folder</source>
        <translation>{root} : fichier ou dossier introuvable</translation>
    </message>
    <message>
        <source>{root}: not a folder; choose a pack folder, a system, module or world folder, or a folder of unpacked JSON</source>
        <translation>{root} : n&apos;est pas un dossier ; choisissez un dossier de pack, un dossier de système, de module ou de monde, ou un dossier de JSON décompressé</translation>
    </message>
    <message>
        <source>{root}: holds no Foundry item documents; {problem}</source>
        <translation>{root} : ne contient aucun document d&apos;objet Foundry ; {problem}</translation>
    </message>
    <message>
        <source>choose a compendium pack folder (CURRENT and *.ldb files), a system, module or world folder (with its system.json, module.json or world.json), or a folder of unpacked JSON</source>
        <translation>choisissez un dossier de pack de compendium (fichiers CURRENT et *.ldb), un dossier de système, de module ou de monde (avec son system.json, module.json ou world.json), ou un dossier de JSON décompressé</translation>
    </message>
    <message>
        <source>{root}: more than {size} MB of files; that is not a content folder (choose the system&apos;s or module&apos;s folder, or one pack)</source>
        <translation>{root} : plus de {size} Mo de fichiers ; ce n&apos;est pas un dossier de contenu (choisissez le dossier du système ou du module, ou un seul pack)</translation>
    </message>
    <message>
        <source>{path}: cannot read: {reason}</source>
        <translation>{path} : lecture impossible : {reason}</translation>
    </message>
    <message>
        <source>{path}: not a Foundry manifest (an object with id and packs)</source>
        <translation>{path} : n&apos;est pas un manifeste Foundry (un objet avec id et packs)</translation>
    </message>
    <message>
        <source>{where}: a Foundry document of the {system_id!r} game system, not Nimble</source>
        <translation>{where} : un document Foundry du système de jeu {system_id!r}, pas Nimble</translation>
    </message>
    <message>
        <source>{where}: the importer refuses {name!r}: {err}</source>
        <translation>{where} : l&apos;importateur refuse {name!r} : {err}</translation>
    </message>
    <message>
        <source> (Foundry may be writing it now: {lock} is there; close the world or Foundry and import again)</source>
        <translation> (Foundry est peut-être en train de l&apos;écrire : {lock} est présent ; fermez le monde ou Foundry et importez à nouveau)</translation>
    </message>
    <message>
        <source>{manifest}: has no packs list</source>
        <translation>{manifest} : n&apos;a pas de liste de packs</translation>
    </message>
    <message>
        <source>{label}: a pack of {kind} documents, not items</source>
        <translation>{label} : un pack de documents {kind}, pas d&apos;objets</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>a pack&apos;s document type</comment>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>{folder}: an old (Foundry 10) NeDB pack; open the world in Foundry 11+ once</source>
        <translation>{folder} : un ancien pack NeDB (Foundry 10) ; ouvrez une fois le monde dans Foundry 11+</translation>
    </message>
    <message>
        <source>{folder}: missing (the manifest lists the pack {label!r})</source>
        <translation>{folder} : manquant (le manifeste liste le pack {label!r})</translation>
    </message>
    <message>
        <source>{path}: larger than {size} MB; not a document</source>
        <translation>{path} : plus de {size} Mo ; ce n&apos;est pas un document</translation>
    </message>
    <message>
        <source>{where}: a number is cut short</source>
        <translation>{where} : un nombre est tronqué</translation>
    </message>
    <message>
        <source>{where}: an entry runs past its end</source>
        <translation>{where} : une entrée dépasse sa fin</translation>
    </message>
    <message>
        <source>{path}: the pack is half-written (a record header cut short at byte {pos})</source>
        <translation>{path} : le pack est à moitié écrit (un en-tête d&apos;enregistrement tronqué à l&apos;octet {pos})</translation>
    </message>
    <message>
        <source>{path}: damaged (data after empty space at byte {pos})</source>
        <translation>{path} : endommagé (des données après un espace vide à l&apos;octet {pos})</translation>
    </message>
    <message>
        <source>{path}: the pack is half-written (the record at byte {pos} is cut short)</source>
        <translation>{path} : le pack est à moitié écrit (l&apos;enregistrement à l&apos;octet {pos} est tronqué)</translation>
    </message>
    <message>
        <source>{path}: damaged or half-written (the record at byte {pos} fails its checksum)</source>
        <translation>{path} : endommagé ou à moitié écrit (l&apos;enregistrement à l&apos;octet {pos} échoue à sa somme de contrôle)</translation>
    </message>
    <message>
        <source>{path}: the pack is half-written (its last record was never finished)</source>
        <translation>{path} : le pack est à moitié écrit (son dernier enregistrement n&apos;a jamais été terminé)</translation>
    </message>
    <message>
        <source>{path}: damaged (a record at byte {pos} starts inside another)</source>
        <translation>{path} : endommagé (un enregistrement à l&apos;octet {pos} commence à l&apos;intérieur d&apos;un autre)</translation>
    </message>
    <message>
        <source>{path}: damaged (an unknown or misplaced record at byte {pos})</source>
        <translation>{path} : endommagé (un enregistrement inconnu ou mal placé à l&apos;octet {pos})</translation>
    </message>
    <message>
        <source>{where}: a write batch is cut short</source>
        <translation>{where} : un lot d&apos;écriture est tronqué</translation>
    </message>
    <message>
        <source>{where}: a write batch holds fewer entries than it says</source>
        <translation>{where} : un lot d&apos;écriture contient moins d&apos;entrées qu&apos;il n&apos;en annonce</translation>
    </message>
    <message>
        <source>{where}: a write batch entry of unknown kind {tag}</source>
        <translation>{where} : une entrée de lot d&apos;écriture de type inconnu {tag}</translation>
    </message>
    <message>
        <source>{current}: does not name a MANIFEST file (it says {said!r})</source>
        <translation>{current} : ne nomme pas un fichier MANIFEST (il indique {said!r})</translation>
    </message>
    <message>
        <source>{path}: missing (CURRENT names it); the pack is incomplete</source>
        <translation>{path} : manquant (CURRENT le nomme) ; le pack est incomplet</translation>
    </message>
    <message>
        <source>{where}: a version edit of unknown kind {tag}</source>
        <translation>{where} : une modification de version de type inconnu {tag}</translation>
    </message>
    <message>
        <source>{where}: a block runs past the end of the file (the table is cut short)</source>
        <translation>{where} : un bloc dépasse la fin du fichier (la table est tronquée)</translation>
    </message>
    <message>
        <source>{where}: damaged (the block at byte {offset} fails its checksum)</source>
        <translation>{where} : endommagé (le bloc à l&apos;octet {offset} échoue à sa somme de contrôle)</translation>
    </message>
    <message>
        <source>{where}: damaged (a compressed block at byte {offset}: {err})</source>
        <translation>{where} : endommagé (un bloc compressé à l&apos;octet {offset} : {err})</translation>
    </message>
    <message>
        <source>{where}: a block compressed in a way this reader does not know ({kind})</source>
        <translation>{where} : un bloc compressé d&apos;une manière que ce lecteur ne connaît pas ({kind})</translation>
    </message>
    <message>
        <source>{where}: a block is cut short</source>
        <translation>{where} : un bloc est tronqué</translation>
    </message>
    <message>
        <source>{where}: a block&apos;s restart points run past its start</source>
        <translation>{where} : les points de redémarrage d&apos;un bloc dépassent son début</translation>
    </message>
    <message>
        <source>{where}: damaged (a block entry does not fit)</source>
        <translation>{where} : endommagé (une entrée de bloc ne tient pas)</translation>
    </message>
    <message>
        <source>{path}: not a LevelDB table (or cut short: its footer is missing)</source>
        <translation>{path} : n&apos;est pas une table LevelDB (ou tronquée : son pied de page manque)</translation>
    </message>
    <message>
        <source>{where}: damaged (a key shorter than its sequence number)</source>
        <translation>{where} : endommagé (une clé plus courte que son numéro de séquence)</translation>
    </message>
    <message>
        <source>{root}: not a LevelDB pack (no CURRENT file)</source>
        <translation>{root} : n&apos;est pas un pack LevelDB (pas de fichier CURRENT)</translation>
    </message>
    <message>
        <source>{root}: table {table:06d}.ldb is missing (the MANIFEST lists it)</source>
        <translation>{root} : la table {table:06d}.ldb manque (le MANIFEST la liste)</translation>
    </message>
    <message>
        <source>cannot create the folder {folder}: {reason}</source>
        <translation>impossible de créer le dossier {folder} : {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} is read-only; the library needs to write there</source>
        <translation>le dossier {folder} est en lecture seule ; la bibliothèque doit y écrire</translation>
    </message>
    <message>
        <source>made by a newer version of sheet-app (library version {version}, this app reads up to {newest}); it was not changed</source>
        <translation>créée par une version plus récente de sheet-app (version de bibliothèque {version}, cette application lit jusqu&apos;à {newest}) ; elle n&apos;a pas été modifiée</translation>
    </message>
    <message>
        <source>is an SQLite database of another program, not a sheet-app library</source>
        <translation>est une base de données SQLite d&apos;un autre programme, pas une bibliothèque sheet-app</translation>
    </message>
    <message>
        <source>is read-only and empty; the library needs to write to {path}</source>
        <translation>est en lecture seule et vide ; la bibliothèque doit écrire dans {path}</translation>
    </message>
    <message>
        <source>is read-only and was made by an older version (library version {version}); it must be upgraded first: copy it to a folder you can write to</source>
        <translation>est en lecture seule et a été créée par une version plus ancienne (version de bibliothèque {version}) ; elle doit d&apos;abord être mise à niveau : copiez-la dans un dossier où vous pouvez écrire</translation>
    </message>
    <message>
        <source>is not a sheet-app library (not an SQLite database)</source>
        <translation>n&apos;est pas une bibliothèque sheet-app (pas une base de données SQLite)</translation>
    </message>
    <message>
        <source>is in use by another program (the database is locked); close it and try again</source>
        <translation>est utilisée par un autre programme (la base de données est verrouillée) ; fermez-le et réessayez</translation>
    </message>
    <message>
        <source>the disk is full; nothing was saved</source>
        <translation>le disque est plein ; rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>is read-only; nothing was saved</source>
        <translation>est en lecture seule ; rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>character {id!r}, {problem}</source>
        <translation>personnage {id!r}, {problem}</translation>
    </message>
    <message>
        <source>the change saved as version {version} does not match its checksum</source>
        <translation>la modification enregistrée comme version {version} ne correspond pas à sa somme de contrôle</translation>
    </message>
    <message>
        <source>there is no character {id!r} in {path}</source>
        <translation>il n&apos;y a pas de personnage {id!r} dans {path}</translation>
    </message>
    <message>
        <source>the document saved as version {version} does not match its checksum</source>
        <translation>le document enregistré comme version {version} ne correspond pas à sa somme de contrôle</translation>
    </message>
    <message>
        <source>the document saved as version {version} is not readable ({reason})</source>
        <translation>le document enregistré comme version {version} est illisible ({reason})</translation>
    </message>
    <message>
        <source>the document saved as version {version} is not a character</source>
        <translation>le document enregistré comme version {version} n&apos;est pas un personnage</translation>
    </message>
    <message>
        <source>the change saved as version {version} is missing (the next one is version {next})</source>
        <translation>la modification enregistrée comme version {version} manque (la suivante est la version {next})</translation>
    </message>
    <message>
        <source>the change saved as version {version}: {problem}</source>
        <translation>la modification enregistrée comme version {version} : {problem}</translation>
    </message>
    <message>
        <source>its saved document is not a valid character ({reason})</source>
        <translation>son document enregistré n&apos;est pas un personnage valide ({reason})</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (copie)</translation>
    </message>
    <message>
        <source>the change saved as version {version} is missing</source>
        <translation>la modification enregistrée comme version {version} manque</translation>
    </message>
    <message>
        <source>the log lines saved with version {version} are not readable</source>
        <translation>les lignes du journal enregistrées avec la version {version} sont illisibles</translation>
    </message>
    <message>
        <source>The saved undo history could not be read ({reason}); it was cleared and undo starts from here (the character itself is untouched).</source>
        <translation>L&apos;historique d&apos;annulation enregistré n&apos;a pas pu être lu ({reason}) ; il a été effacé et l&apos;annulation repart d&apos;ici (le personnage lui-même est intact).</translation>
    </message>
    <message>
        <source>The saved redo history could not be read ({reason}); it was cleared and redo starts from here (the character itself is untouched).</source>
        <translation>L&apos;historique de rétablissement enregistré n&apos;a pas pu être lu ({reason}) ; il a été effacé et le rétablissement repart d&apos;ici (le personnage lui-même est intact).</translation>
    </message>
    <message>
        <source>there is no item {id!r} in {path}</source>
        <translation>il n&apos;y a pas d&apos;objet {id!r} dans {path}</translation>
    </message>
    <message>
        <source>the item is not valid: {problem}</source>
        <translation>l&apos;objet n&apos;est pas valide : {problem}</translation>
    </message>
    <message>
        <source>{name} was deleted in another window; nothing was saved</source>
        <translation>{name} a été supprimé dans une autre fenêtre ; rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>{name} was changed in another window or program since this one loaded it; reload to see those changes (nothing was saved here)</source>
        <translation>{name} a été modifié dans une autre fenêtre ou un autre programme depuis que celle-ci l&apos;a chargé ; rechargez pour voir ces modifications (rien n&apos;a été enregistré ici)</translation>
    </message>
    <message>
        <source>{target}: backup failed: {reason}</source>
        <translation>{target} : échec de la sauvegarde de secours : {reason}</translation>
    </message>
    <message>
        <source>{target}: backup failed: {reason}; nothing was saved</source>
        <translation>{target} : échec de la sauvegarde de secours : {reason} ; rien n&apos;a été enregistré</translation>
    </message>
    <message>
        <source>{backup}: cannot restore: {reason}</source>
        <translation>{backup} : restauration impossible : {reason}</translation>
    </message>
    <message>
        <source>{where}rules: {count:,} rules, more than the limit of {limit:,} rules per item</source>
        <translation>{where}rules : {count:,} règles, plus que la limite de {limit:,} règles par objet</translation>
    </message>
    <message>
        <source>{where}: {count:,} items, more than the limit of {limit:,} items</source>
        <translation>{where} : {count:,} objets, plus que la limite de {limit:,} objets</translation>
    </message>
    <message>
        <source>pools: {count:,} saved pools, more than the limit of {limit:,}</source>
        <translation>pools : {count:,} réserves enregistrées, plus que la limite de {limit:,}</translation>
    </message>
    <message>
        <source>pools.{key}.current: must be a whole number (got null)</source>
        <translation>pools.{key}.current : doit être un nombre entier (reçu null)</translation>
    </message>
    <message>
        <source>pools.{key}.faces: must be a list of whole numbers (got null)</source>
        <translation>pools.{key}.faces : doit être une liste de nombres entiers (reçu null)</translation>
    </message>
    <message>
        <source>true/false</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>vrai/faux</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a list</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>une liste</translation>
    </message>
    <message>
        <source>text</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>du texte</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>null</source>
        <comment>a JSON value&apos;s type, in &apos;got …&apos;</comment>
        <translation>null</translation>
    </message>
    <message>
        <source>numbers stored as text read as numbers</source>
        <translation>les nombres stockés comme texte sont lus comme des nombres</translation>
    </message>
    <message>
        <source>faces below 1 raised to 1</source>
        <translation>faces inférieures à 1 relevées à 1</translation>
    </message>
    <message>
        <source>a number stored as text read as a number</source>
        <translation>un nombre stocké comme texte lu comme un nombre</translation>
    </message>
    <message>
        <source>{current} charges raised to 0</source>
        <translation>{current} charges relevées à 0</translation>
    </message>
    <message>
        <source>name: missing; the character is called {name!r}</source>
        <translation>name : manquant ; le personnage s&apos;appelle {name!r}</translation>
    </message>
    <message>
        <source>items[{index}]: not an item document; skipped</source>
        <translation>items[{index}] : n&apos;est pas un document d&apos;objet ; ignoré</translation>
    </message>
    <message>
        <source>items[{index}]._id: must be text (got {kind}); the item is identified by its name</source>
        <translation>items[{index}]._id : doit être du texte (reçu {kind}) ; l&apos;objet est identifié par son nom</translation>
    </message>
    <message>
        <source>items[{index}] ({name}): id {id!r} is used twice; the later one is identified by name</source>
        <translation>items[{index}] ({name}) : l&apos;id {id!r} est utilisé deux fois ; le second est identifié par son nom</translation>
    </message>
    <message>
        <source>level: no class item with a classLevel; level set to 1</source>
        <translation>level : aucun objet de classe avec un classLevel ; niveau fixé à 1</translation>
    </message>
    <message>
        <source>system.abilities.{stat}: missing; {stat} set to 0</source>
        <translation>system.abilities.{stat} : manquant ; {stat} fixé à 0</translation>
    </message>
    <message>
        <source>system.attributes.hp: missing; hit points left at the default</source>
        <translation>system.attributes.hp : manquant ; points de vie laissés à la valeur par défaut</translation>
    </message>
    <message>
        <source>system.attributes.hp.max: not in the export; set to the current hit points</source>
        <translation>system.attributes.hp.max : absent de l&apos;export ; fixé aux points de vie actuels</translation>
    </message>
    <message>
        <source>system.savingThrows: the saves&apos; roll modes could not be worked out ({err}); left at 0</source>
        <translation>system.savingThrows : les modes de jet des sauvegardes n&apos;ont pas pu être déterminés ({err}) ; laissés à 0</translation>
    </message>
    <message>
        <source>system.attributes.hitDice.{key}: not a hit die; skipped</source>
        <translation>system.attributes.hitDice.{key} : n&apos;est pas un dé de vie ; ignoré</translation>
    </message>
    <message>
        <source>system.attributes.initiative.bonuses: {bonus!r} is not a formula here ({problem}); initiative is 1d20 + DEX</source>
        <translation>system.attributes.initiative.bonuses : {bonus!r} n&apos;est pas une formule ici ({problem}) ; l&apos;initiative est 1d20 + DEX</translation>
    </message>
    <message>
        <source>{where}: pool {key!r} has no usable {kind} state; it starts fresh</source>
        <translation>{where} : la réserve {key!r} n&apos;a pas d&apos;état {kind} utilisable ; elle repart à neuf</translation>
    </message>
    <message>
        <source>{where}: pool {key!r} has state in two places; the later one is used</source>
        <translation>{where} : la réserve {key!r} a un état à deux endroits ; le dernier est utilisé</translation>
    </message>
    <message>
        <source>{where}: {raw!r} is not a whole number; ignored</source>
        <translation>{where} : {raw!r} n&apos;est pas un nombre entier ; ignoré</translation>
    </message>
    <message>
        <source>{where}: {raw!r} read as {value}</source>
        <translation>{where} : {raw!r} lu comme {value}</translation>
    </message>
    <message>
        <source>effects[{index}].flags.nimble.toggleEffectRuleId: must be text (got {kind}); ignored</source>
        <translation>effects[{index}].flags.nimble.toggleEffectRuleId : doit être du texte (reçu {kind}) ; ignoré</translation>
    </message>
    <message>
        <source>effects[{index}]: toggle for rule {rule_id!r}, which no item has; ignored</source>
        <translation>effects[{index}] : effet activable pour la règle {rule_id!r}, qu&apos;aucun objet ne possède ; ignoré</translation>
    </message>
    <message>
        <source>effects[{index}] ({names}): a duration of {seconds} seconds is not kept (only rounds and turns become timers)</source>
        <translation>effects[{index}] ({names}) : une durée de {seconds} secondes n&apos;est pas conservée (seuls les rounds et les tours deviennent des minuteurs)</translation>
    </message>
    <message>
        <source>{where}: not a level-up entry (no level); dropped from the history</source>
        <translation>{where} : n&apos;est pas une entrée de montée de niveau (pas de niveau) ; retirée de l&apos;historique</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>update sheet-app to join this table</source>
        <translation>mettez à jour sheet-app pour rejoindre cette table</translation>
    </message>
    <message>
        <source>refused: {reason}</source>
        <translation>refusé : {reason}</translation>
    </message>
    <message>
        <source>the host closed the connection</source>
        <translation>l&apos;hôte a fermé la connexion</translation>
    </message>
    <message>
        <source>the host answered {status}</source>
        <translation>l&apos;hôte a répondu {status}</translation>
    </message>
    <message>
        <source>the host refused the connection (wrong table code?)</source>
        <translation>l&apos;hôte a refusé la connexion (mauvais code de table ?)</translation>
    </message>
    <message>
        <source>the table&apos;s host did not start</source>
        <translation>l&apos;hôte de la table n&apos;a pas démarré</translation>
    </message>
    <message>
        <source>the table&apos;s host ended ({code})</source>
        <translation>l&apos;hôte de la table s&apos;est arrêté ({code})</translation>
    </message>
    <message>
        <source>the shared item count is missing or not a number</source>
        <translation>le nombre d&apos;objets partagés manque ou n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>is not shared (yet)</source>
        <translation>n&apos;est pas partagé (pour l&apos;instant)</translation>
    </message>
    <message>
        <source>the document holds {problem}</source>
        <translation>le document contient {problem}</translation>
    </message>
    <message>
        <source>{id!r} is already used by items[{other}]</source>
        <translation>{id!r} est déjà utilisé par items[{other}]</translation>
    </message>
    <message>
        <source>the item holds {problem}</source>
        <translation>l&apos;objet contient {problem}</translation>
    </message>
    <message>
        <source>this table&apos;s host runs an older sheet-app (table version {host}, this app {app}): the GM must update sheet-app to join this table</source>
        <translation>l&apos;hôte de cette table utilise un sheet-app plus ancien (version de table {host}, cette application {app}) : le MJ doit mettre à jour sheet-app pour rejoindre cette table</translation>
    </message>
    <message>
        <source>update sheet-app to join this table (the table speaks version {host}, this app {app})</source>
        <translation>mettez à jour sheet-app pour rejoindre cette table (la table parle la version {host}, cette application {app})</translation>
    </message>
    <message>
        <source>request {id}: &apos;amount&apos; must be a whole number from 0 to {limit:,}</source>
        <translation>requête {id} : &apos;amount&apos; doit être un nombre entier de 0 à {limit:,}</translation>
    </message>
    <message>
        <source>request {id}: &apos;type&apos; must be a short text</source>
        <translation>requête {id} : &apos;type&apos; doit être un texte court</translation>
    </message>
    <message>
        <source>request {id}: &apos;item&apos; must be an item object</source>
        <translation>requête {id} : &apos;item&apos; doit être un document d&apos;objet</translation>
    </message>
    <message>
        <source>request {id}: &apos;condition&apos; must be one of the conditions a GM can apply (blinded, dazed, prone …), not {value!r}</source>
        <translation>requête {id} : &apos;condition&apos; doit être l&apos;une des conditions qu&apos;un MJ peut appliquer (aveuglé, hébété, à terre …), pas {value!r}</translation>
    </message>
    <message>
        <source>request {id}: &apos;on&apos; must be true (apply the condition) or false (remove it)</source>
        <translation>requête {id} : &apos;on&apos; doit être true (appliquer la condition) ou false (la retirer)</translation>
    </message>
    <message>
        <source>request {id}: &apos;turns&apos; must be a whole number of turns from 1 to {limit:,}</source>
        <translation>requête {id} : &apos;turns&apos; doit être un nombre entier de tours de 1 à {limit:,}</translation>
    </message>
    <message>
        <source>{amount} damage ({type})</source>
        <translation>{amount} dégâts ({type})</translation>
    </message>
    <message>
        <source>{amount} damage</source>
        <translation>{amount} dégâts</translation>
    </message>
    <message>
        <source>attacked for {amount} (critical)</source>
        <translation>attaqué pour {amount} (critique)</translation>
    </message>
    <message>
        <source>attacked for {amount}</source>
        <translation>attaqué pour {amount}</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Soigner</translation>
    </message>
    <message>
        <source>{amount} healing</source>
        <translation>{amount} de soin</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Attaqué</translation>
    </message>
    <message>
        <source>Give item</source>
        <translation>Donner un objet</translation>
    </message>
    <message>
        <source>gives {item}</source>
        <translation>donne {item}</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Start encounter</source>
        <translation>Commencer la rencontre</translation>
    </message>
    <message>
        <source>start encounter</source>
        <translation>commencer la rencontre</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Round suivant</translation>
    </message>
    <message>
        <source>next round</source>
        <translation>round suivant</translation>
    </message>
    <message>
        <source>End encounter</source>
        <translation>Terminer la rencontre</translation>
    </message>
    <message>
        <source>end encounter</source>
        <translation>terminer la rencontre</translation>
    </message>
    <message>
        <source>A condition</source>
        <translation>Une condition</translation>
    </message>
    <message>
        <source>{name} off</source>
        <translation>{name} retiré</translation>
    </message>
    <message numerus="yes">
        <source>{name} on for %n turns</source>
        <translation>
            <numerusform>{name} appliqué pour %n tour</numerusform>
            <numerusform>{name} appliqué pour %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} on</source>
        <translation>{name} appliqué</translation>
    </message>
    <message>
        <source>an item</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a request must be a JSON text</source>
        <translation>une requête doit être un texte JSON</translation>
    </message>
    <message>
        <source>a request is not JSON ({reason})</source>
        <translation>une requête n&apos;est pas du JSON ({reason})</translation>
    </message>
    <message>
        <source>a request must be an object</source>
        <translation>une requête doit être un objet</translation>
    </message>
    <message>
        <source>a request&apos;s &apos;id&apos; must be a short text of letters, digits, - and _</source>
        <translation>le champ &apos;id&apos; d&apos;une requête doit être un texte court de lettres, chiffres, - et _</translation>
    </message>
    <message>
        <source>request {id}: &apos;to&apos; must name a character or {everyone!r}</source>
        <translation>requête {id} : &apos;to&apos; doit nommer un personnage ou {everyone!r}</translation>
    </message>
    <message>
        <source>request {id}: unknown kind {kind!r}</source>
        <translation>requête {id} : type inconnu {kind!r}</translation>
    </message>
    <message>
        <source>request {id}: &apos;by&apos; must be a short text</source>
        <translation>requête {id} : &apos;by&apos; doit être un texte court</translation>
    </message>
    <message>
        <source>unknown kind {kind!r}</source>
        <translation>type inconnu {kind!r}</translation>
    </message>
    <message>
        <source>nothing shared yet</source>
        <translation>rien n&apos;est encore partagé</translation>
    </message>
    <message>
        <source>the shared character is damaged: {problem}</source>
        <translation>le personnage partagé est endommagé : {problem}</translation>
    </message>
    <message>
        <source>the shared character is not JSON: {problem}</source>
        <translation>le personnage partagé n&apos;est pas du JSON : {problem}</translation>
    </message>
    <message>
        <source>wrong table code</source>
        <translation>code de table erroné</translation>
    </message>
    <message>
        <source>the GM removed this character from the table</source>
        <translation>le MJ a retiré ce personnage de la table</translation>
    </message>
    <message>
        <source>no such character at this table</source>
        <translation>aucun personnage de ce nom à cette table</translation>
    </message>
    <message>
        <source>the table is full</source>
        <translation>la table est pleine</translation>
    </message>
    <message>
        <source>the table server did not start</source>
        <translation>le serveur de la table n&apos;a pas démarré</translation>
    </message>
</context>
<context>
    <name>Ui</name>
    <message>
        <source>{path}: an item file, not a character</source>
        <translation>{path} : un fichier d&apos;objet, pas un personnage</translation>
    </message>
    <message>
        <source>The library {path} cannot be read: {error}.

Nothing in it was changed. `sheet-app restore BACKUP` brings back a backup (see the guide, &quot;Files, Foundry, and your data&quot;).</source>
        <translation>La bibliothèque {path} ne peut pas être lue : {error}.

Rien n&apos;y a été modifié. `sheet-app restore BACKUP` ramène une sauvegarde de secours (voir le guide, « Files, Foundry, and your data »).</translation>
    </message>
    <message>
        <source>Something went wrong ({kind}: {error}). The sheet is still running and every action already done is saved; what you were doing may not have finished.</source>
        <translation>Une erreur s&apos;est produite ({kind} : {error}). La fiche fonctionne toujours et chaque action déjà faite est enregistrée ; ce que vous faisiez n&apos;est peut-être pas terminé.</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>coup</translation>
    </message>
    <message>
        <source>critical hit</source>
        <translation>coup critique</translation>
    </message>
    <message>
        <source>{item}: {outcome}</source>
        <translation>{item} : {outcome}</translation>
    </message>
    <message>
        <source>Attack result</source>
        <translation>Résultat de l&apos;attaque</translation>
    </message>
    <message>
        <source>This {outcome} offers {offers}: pick the dice to add to its damage, or make the attack without. Nothing is done until you choose.</source>
        <translation>Ce {outcome} offre {offers} : choisissez les dés à ajouter à ses dégâts, ou faites l&apos;attaque sans. Rien n&apos;est fait tant que vous n&apos;avez pas choisi.</translation>
    </message>
    <message>
        <source>{why}: a spend through {offer} uses it</source>
        <translation>{why} : une dépense via {offer} l&apos;utilise</translation>
    </message>
    <message>
        <source>Effect preview</source>
        <translation>Aperçu de l&apos;effet</translation>
    </message>
    <message>
        <source>Attack total</source>
        <translation>Total de l&apos;attaque</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Make no attack: nothing is committed</source>
        <translation>Ne pas attaquer : rien n&apos;est engagé</translation>
    </message>
    <message>
        <source>No extra damage</source>
        <translation>Pas de dégâts supplémentaires</translation>
    </message>
    <message>
        <source>Make the attack as rolled, spending nothing</source>
        <translation>Faire l&apos;attaque telle que lancée, sans rien dépenser</translation>
    </message>
    <message>
        <source>Add to the damage</source>
        <translation>Ajouter aux dégâts</translation>
    </message>
    <message>
        <source>Primary die ({mode}): {faces} &amp;nbsp;·&amp;nbsp; the highest counts</source>
        <translation>Dé principal ({mode}) : {faces} &amp;nbsp;·&amp;nbsp; le plus haut compte</translation>
    </message>
    <message>
        <source>Primary die ({mode}): {faces} &amp;nbsp;·&amp;nbsp; the lowest counts</source>
        <translation>Dé principal ({mode}) : {faces} &amp;nbsp;·&amp;nbsp; le plus bas compte</translation>
    </message>
    <message>
        <source>Primary die faces</source>
        <translation>Faces du dé principal</translation>
    </message>
    <message>
        <source>The kept face (in brackets) decides miss and critical, and only it explodes</source>
        <translation>La face conservée (entre crochets) décide du raté et du critique, et elle seule explose</translation>
    </message>
    <message>
        <source> or </source>
        <comment>between the names of two card offers</comment>
        <translation> ou </translation>
    </message>
    <message>
        <source>{pool} · {die} · {count}/{maximum}</source>
        <translation>{pool} · {die} · {count}/{maximum}</translation>
    </message>
    <message numerus="yes">
        <source>Picked {count} · sum {total} · pick at least %n dice</source>
        <translation>
            <numerusform>Choisis {count} · somme {total} · choisissez au moins %n dé</numerusform>
            <numerusform>Choisis {count} · somme {total} · choisissez au moins %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Picked {count} · sum {total}</source>
        <translation>Choisis {count} · somme {total}</translation>
    </message>
    <message>
        <source>{rolled} + {extra} = {total} damage</source>
        <translation>{rolled} + {extra} = {total} dégâts</translation>
    </message>
    <message>
        <source>Add {extra} damage</source>
        <translation>Ajouter {extra} dégâts</translation>
    </message>
    <message>
        <source>{rolled} damage as rolled</source>
        <translation>{rolled} dégâts tels que lancés</translation>
    </message>
    <message numerus="yes">
        <source>Pick at least %n dice first.</source>
        <translation>
            <numerusform>Choisissez d&apos;abord au moins %n dé.</numerusform>
            <numerusform>Choisissez d&apos;abord au moins %n dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: {why} — nothing changed.</source>
        <translation>Refusé : {why} — rien n&apos;a changé.</translation>
    </message>
    <message>
        <source>Another action changed the character: this attack is now refused ({why}). Cancel, and attack again.</source>
        <translation>Une autre action a modifié le personnage : cette attaque est maintenant refusée ({why}). Annulez, puis attaquez à nouveau.</translation>
    </message>
    <message>
        <source>Damage reduction</source>
        <translation>Réduction de dégâts</translation>
    </message>
    <message>
        <source>Maximize</source>
        <comment>a reaction that maximizes dice</comment>
        <translation>Maximiser</translation>
    </message>
    <message>
        <source>Generic</source>
        <comment>a reaction of no particular kind</comment>
        <translation>Générique</translation>
    </message>
    <message>
        <source>{reaction} — {kind}, {pool} ({die})</source>
        <translation>{reaction} — {kind}, {pool} ({die})</translation>
    </message>
    <message>
        <source>React with {reaction}</source>
        <translation>Réagir avec {reaction}</translation>
    </message>
    <message>
        <source>{reaction} preview</source>
        <translation>Aperçu de {reaction}</translation>
    </message>
    <message>
        <source>{pool} holds {held}; {reaction} needs {needed}</source>
        <translation>{pool} contient {held} ; {reaction} en demande {needed}</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Not now: {why}</source>
        <translation>Pas maintenant : {why}</translation>
    </message>
    <message>
        <source>Cannot be picked for this reaction</source>
        <translation>Ne peut pas être choisi pour cette réaction</translation>
    </message>
    <message>
        <source>Tick it, or pick its dice, to react before the damage lands</source>
        <translation>Cochez-la, ou choisissez ses dés, pour réagir avant que les dégâts ne tombent</translation>
    </message>
    <message>
        <source>Attacked</source>
        <translation>Attaqué</translation>
    </message>
    <message>
        <source>HP now {current} / {maximum}</source>
        <translation>PV maintenant {current} / {maximum}</translation>
    </message>
    <message>
        <source>{hp} + {temp} temporary</source>
        <translation>{hp} + {temp} temporaires</translation>
    </message>
    <message>
        <source>{hp} · {bank} damage reduction banked</source>
        <translation>{hp} · {bank} de réduction de dégâts en réserve</translation>
    </message>
    <message>
        <source>Current HP</source>
        <translation>PV actuels</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>(no type)</source>
        <translation>(aucun type)</translation>
    </message>
    <message>
        <source>Damage type</source>
        <translation>Type de dégâts</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>a damage type</comment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Critical hit</source>
        <translation>Coup critique</translation>
    </message>
    <message>
        <source>{pool} is inactive: {why}</source>
        <translation>{pool} est inactive : {why}</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mêlée</translation>
    </message>
    <message>
        <source>A melee attack: a hit on an incapacitated character is a critical</source>
        <translation>Une attaque de mêlée : un coup sur un personnage neutralisé est un critique</translation>
    </message>
    <message>
        <source>Reactions before the damage lands</source>
        <translation>Réactions avant que les dégâts ne tombent</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Take the hit</source>
        <translation>Encaisser le coup</translation>
    </message>
    <message numerus="yes">
        <source>Pick %n dice for {reaction}, or untick it</source>
        <translation>
            <numerusform>Choisissez %n dé pour {reaction}, ou décochez-la</numerusform>
            <numerusform>Choisissez %n dés pour {reaction}, ou décochez-la</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Refusé : {why}</translation>
    </message>
    <message>
        <source>Defend — reaction: {what}</source>
        <translation>Défendre — réaction : {what}</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Défendre</translation>
    </message>
    <message>
        <source>&amp;Roll it</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>I &amp;passed</source>
        <translation>J&apos;ai &amp;réussi</translation>
    </message>
    <message>
        <source>I fai&amp;led</source>
        <translation>J&apos;ai é&amp;choué</translation>
    </message>
    <message>
        <source>Concentration save: {choice}</source>
        <translation>Sauvegarde de concentration : {choice}</translation>
    </message>
    <message>
        <source>Cast {spell}</source>
        <translation>Lancer {spell}</translation>
    </message>
    <message>
        <source>Mana {own} + {layer} combat mana (spent first)</source>
        <translation>Mana {own} + {layer} mana de combat (dépensé en premier)</translation>
    </message>
    <message>
        <source>Mana {own}</source>
        <translation>Mana {own}</translation>
    </message>
    <message>
        <source>Mana to spend</source>
        <translation>Mana à dépenser</translation>
    </message>
    <message>
        <source> mana</source>
        <comment>the suffix of the mana to spend: &apos;3 mana&apos;</comment>
        <translation> mana</translation>
    </message>
    <message>
        <source>Mana to &amp;spend</source>
        <translation>Mana à &amp;dépenser</translation>
    </message>
    <message>
        <source>Upcast choice</source>
        <translation>Choix d&apos;amplification</translation>
    </message>
    <message>
        <source>&amp;Upcast</source>
        <translation>&amp;Amplifier</translation>
    </message>
    <message>
        <source>Upcast</source>
        <translation>Amplification</translation>
    </message>
    <message>
        <source>Cast outcome</source>
        <translation>Résultat du lancement</translation>
    </message>
    <message>
        <source>Cast</source>
        <comment>the button that casts the spell</comment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Upcast: {words}</source>
        <translation>Amplification : {words}</translation>
    </message>
    <message>
        <source>At its tier: no upcast</source>
        <translation>À son rang : pas d&apos;amplification</translation>
    </message>
    <message>
        <source>Costs no mana</source>
        <translation>Ne coûte pas de mana</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Nouveau nom</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open in new window</source>
        <translation>Ouvrir dans une nouvelle fenêtre</translation>
    </message>
    <message>
        <source>New</source>
        <comment>a new character</comment>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Show trash</source>
        <translation>Afficher la corbeille</translation>
    </message>
    <message>
        <source>Deleted characters (restore or delete for good)</source>
        <translation>Personnages supprimés (restaurer ou supprimer définitivement)</translation>
    </message>
    <message numerus="yes">
        <source>%n characters in the library</source>
        <translation>
            <numerusform>%n personnage dans la bibliothèque</numerusform>
            <numerusform>%n personnages dans la bibliothèque</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}   (open here)</source>
        <translation>{name}   (ouvert ici)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Delete for good</source>
        <translation>Supprimer définitivement</translation>
    </message>
    <message>
        <source>The character open here cannot be deleted</source>
        <translation>Le personnage ouvert ici ne peut pas être supprimé</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Nouveau personnage</translation>
    </message>
    <message>
        <source>Item library</source>
        <translation>Bibliothèque d&apos;objets</translation>
    </message>
    <message>
        <source>Preview formulas and conditions against:</source>
        <translation>Prévisualiser les formules et les conditions avec :</translation>
    </message>
    <message>
        <source>Preview character</source>
        <translation>Personnage d&apos;aperçu</translation>
    </message>
    <message>
        <source>Library items</source>
        <translation>Objets de la bibliothèque</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>Nouvel objet</translation>
    </message>
    <message>
        <source>Edit item…</source>
        <translation>Modifier l&apos;objet…</translation>
    </message>
    <message>
        <source>Edit rules…</source>
        <translation>Modifier les règles…</translation>
    </message>
    <message>
        <source>Put a copy of the selected item on the open sheet (one undoable action there)</source>
        <translation>Placer une copie de l&apos;objet sélectionné sur la fiche ouverte (une action annulable là-bas)</translation>
    </message>
    <message>
        <source>Import items…</source>
        <translation>Importer des objets…</translation>
    </message>
    <message>
        <source>Export selected…</source>
        <translation>Exporter la sélection…</translation>
    </message>
    <message>
        <source>Export library…</source>
        <translation>Exporter la bibliothèque…</translation>
    </message>
    <message>
        <source>Add to {character}</source>
        <translation>Ajouter à {character}</translation>
    </message>
    <message>
        <source>Add to character</source>
        <translation>Ajouter au personnage</translation>
    </message>
    <message>
        <source>The library is empty: New item, or Import items… from a file.</source>
        <translation>La bibliothèque est vide : Nouvel objet, ou Importer des objets… depuis un fichier.</translation>
    </message>
    <message>
        <source>Cannot preview against that character: {error}. Pick another one above.</source>
        <translation>Impossible de prévisualiser avec ce personnage : {error}. Choisissez-en un autre ci-dessus.</translation>
    </message>
    <message>
        <source>Saved {item}</source>
        <translation>{item} enregistré</translation>
    </message>
    <message>
        <source>the character</source>
        <translation>le personnage</translation>
    </message>
    <message>
        <source>Not added to {character}: {why}</source>
        <translation>Non ajouté à {character} : {why}</translation>
    </message>
    <message>
        <source>Added {item} to {character}</source>
        <translation>{item} ajouté à {character}</translation>
    </message>
    <message>
        <source>the item</source>
        <translation>l&apos;objet</translation>
    </message>
    <message>
        <source>Moved to the trash</source>
        <translation>Déplacé dans la corbeille</translation>
    </message>
    <message>
        <source>Import items</source>
        <translation>Importer des objets</translation>
    </message>
    <message>
        <source>Items (*.json)</source>
        <translation>Objets (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n items</source>
        <translation>
            <numerusform>%n objet importé</numerusform>
            <numerusform>%n objets importés</numerusform>
        </translation>
    </message>
    <message>
        <source>Foundry items (*.json)</source>
        <translation>Objets Foundry (*.json)</translation>
    </message>
    <message>
        <source>Export items</source>
        <translation>Exporter des objets</translation>
    </message>
    <message>
        <source>Our items (*.json)</source>
        <translation>Nos objets (*.json)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n items to {path}</source>
        <translation>
            <numerusform>%n objet exporté vers {path}</numerusform>
            <numerusform>%n objets exportés vers {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Use {item}</source>
        <translation>Utiliser {item}</translation>
    </message>
    <message>
        <source>Pool to add dice from</source>
        <translation>Réserve d&apos;où ajouter des dés</translation>
    </message>
    <message>
        <source>{pool} ({die}, {count} left)</source>
        <translation>{pool} ({die}, {count} restants)</translation>
    </message>
    <message>
        <source>Add</source>
        <comment>before the pool to add Combat Dice from</comment>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Dice to add</source>
        <translation>Dés à ajouter</translation>
    </message>
    <message>
        <source>Damage preview</source>
        <translation>Aperçu des dégâts</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaquer</translation>
    </message>
    <message>
        <source>dice</source>
        <comment>Add dice (d8): 0 … 3</comment>
        <translation>des dés</translation>
    </message>
    <message>
        <source>Add {pool} ({die}): 0 … {most}</source>
        <translation>Ajouter {pool} ({die}) : 0 … {most}</translation>
    </message>
    <message>
        <source>Damage: {damage} + {count}{die}</source>
        <translation>Dégâts : {damage} + {count}{die}</translation>
    </message>
    <message>
        <source>Damage: {damage}</source>
        <translation>Dégâts : {damage}</translation>
    </message>
    <message>
        <source>Any</source>
        <translation>Tous</translation>
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
        <translation>niveau {levels}</translation>
    </message>
    <message>
        <source>cantrip</source>
        <translation>sort mineur</translation>
    </message>
    <message>
        <source>tier {tier}</source>
        <translation>rang {tier}</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Contenu</translation>
    </message>
    <message>
        <source>Search names and descriptions…</source>
        <translation>Rechercher dans les noms et descriptions…</translation>
    </message>
    <message>
        <source>Search content</source>
        <translation>Rechercher du contenu</translation>
    </message>
    <message>
        <source>Content found</source>
        <translation>Contenu trouvé</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>&amp;Source</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <comment>a content filter</comment>
        <translation>&amp;Type</translation>
    </message>
    <message>
        <source>C&amp;lass</source>
        <translation>C&amp;lasse</translation>
    </message>
    <message>
        <source>Le&amp;vel</source>
        <translation>Ni&amp;veau</translation>
    </message>
    <message>
        <source>T&amp;ier</source>
        <translation>&amp;Rang</translation>
    </message>
    <message>
        <source>Sc&amp;hool</source>
        <translation>É&amp;cole</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Rules it brings, and what the check says</source>
        <translation>Règles qu&apos;il apporte, et ce que dit la vérification</translation>
    </message>
    <message>
        <source>Rules and problems</source>
        <translation>Règles et problèmes</translation>
    </message>
    <message>
        <source>&amp;Add to character</source>
        <translation>&amp;Ajouter au personnage</translation>
    </message>
    <message>
        <source>Put a copy on the open sheet: one action there, undone with the sheet&apos;s Undo</source>
        <translation>Placer une copie sur la fiche ouverte : une seule action, annulable avec Annuler de la fiche</translation>
    </message>
    <message>
        <source>Add to item &amp;library</source>
        <translation>Ajouter à la &amp;bibliothèque d&apos;objets</translation>
    </message>
    <message>
        <source>&amp;Undo add to library</source>
        <translation>&amp;Annuler l&apos;ajout à la bibliothèque</translation>
    </message>
    <message>
        <source>No content yet: File ▸ Import Foundry content… reads a pack, a system, module or world folder, or unpacked JSON</source>
        <translation>Pas encore de contenu : Fichier ▸ Importer du contenu Foundry… lit un pack, un dossier de système, de module ou de monde, ou du JSON décompressé</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <comment>content rows found</comment>
        <translation>
            <numerusform>%n trouvé</numerusform>
            <numerusform>%n trouvés</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No description.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Aucune description.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Added {item} to {character} (the sheet&apos;s Undo takes it back)</source>
        <translation>{item} ajouté à {character} (Annuler de la fiche le retire)</translation>
    </message>
    <message>
        <source>Added {item} to the item library (Undo takes it back)</source>
        <translation>{item} ajouté à la bibliothèque d&apos;objets (Annuler le retire)</translation>
    </message>
    <message>
        <source>Took back {item} from the item library (it is in the library&apos;s trash)</source>
        <translation>{item} retiré de la bibliothèque d&apos;objets (il est dans la corbeille de la bibliothèque)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;i&gt;No rules this app runs.&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;Aucune règle que cette application exécute.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Check:&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Vérification :&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Check: no problems.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vérification : aucun problème.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Quantité</translation>
    </message>
    <message>
        <source>{pool}: level-up bonus</source>
        <translation>{pool} : bonus de montée de niveau</translation>
    </message>
    <message>
        <source>Extra maximum for every &lt;b&gt;{pool}&lt;/b&gt; pool ({identifier}) from level-up choices, such as a Commander&apos;s “+1 Max Combat Die”.</source>
        <translation>Maximum supplémentaire pour chaque réserve &lt;b&gt;{pool}&lt;/b&gt; ({identifier}) venant des choix de montée de niveau, comme le « +1 dé de combat max » d&apos;un Commandant.</translation>
    </message>
    <message>
        <source>{pool} level-up bonus</source>
        <translation>Bonus de montée de niveau de {pool}</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Maximum with the bonus</source>
        <translation>Maximum avec le bonus</translation>
    </message>
    <message>
        <source>Maximum {total} (without the bonus {base})</source>
        <translation>Maximum {total} (sans le bonus {base})</translation>
    </message>
    <message>
        <source>{pool} charges</source>
        <translation>Charges de {pool}</translation>
    </message>
    <message>
        <source>One charge less</source>
        <translation>Une charge de moins</translation>
    </message>
    <message>
        <source>One charge more</source>
        <translation>Une charge de plus</translation>
    </message>
    <message>
        <source>Max</source>
        <comment>the button that fills a pool</comment>
        <translation>Max</translation>
    </message>
    <message>
        <source>Empty</source>
        <comment>the button that empties a pool</comment>
        <translation>Vider</translation>
    </message>
    <message>
        <source>HP {current} of {maximum} plus {temp} temporary</source>
        <translation>PV {current} sur {maximum} plus {temp} temporaires</translation>
    </message>
    <message>
        <source>HP {current} of {maximum}</source>
        <translation>PV {current} sur {maximum}</translation>
    </message>
    <message>
        <source>{hp}, bloodied</source>
        <translation>{hp}, ensanglanté</translation>
    </message>
    <message>
        <source>STR</source>
        <translation>FOR</translation>
    </message>
    <message>
        <source>DEX</source>
        <translation>DEX</translation>
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
        <translation>Lancer des dés dans la réserve</translation>
    </message>
    <message>
        <source>Roll a fresh full pool</source>
        <translation>Lancer une nouvelle réserve complète</translation>
    </message>
    <message>
        <source>Clear the pool</source>
        <translation>Vider la réserve</translation>
    </message>
    <message>
        <source>Raise the lowest dice to the top face</source>
        <translation>Monter les dés les plus bas à leur face maximale</translation>
    </message>
    <message>
        <source>Add charges</source>
        <translation>Ajouter des charges</translation>
    </message>
    <message>
        <source>No attack</source>
        <translation>Pas d&apos;attaque</translation>
    </message>
    <message>
        <source>Melee attack</source>
        <translation>Attaque de mêlée</translation>
    </message>
    <message>
        <source>Ranged attack</source>
        <translation>Attaque à distance</translation>
    </message>
    <message>
        <source>Attack (any delivery)</source>
        <translation>Attaque (toute forme)</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Subclass</source>
        <translation>Sous-classe</translation>
    </message>
    <message>
        <source>Ancestry</source>
        <translation>Ascendance</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Boon</source>
        <translation>Bienfait</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Dice pool</source>
        <translation>Réserve de dés</translation>
    </message>
    <message>
        <source>Charge pool</source>
        <translation>Réserve de charges</translation>
    </message>
    <message>
        <source>Pool kind</source>
        <translation>Type de réserve</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>{pool} ({id})</source>
        <translation>{pool} ({id})</translation>
    </message>
    <message>
        <source>{pool}: a {kind} pool, {scope} scope, id {id}</source>
        <translation>{pool} : réserve de type {kind}, portée {scope}, id {id}</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>always (or JSON, e.g. {&quot;level&quot;: {&quot;min&quot;: 5}})</source>
        <translation>toujours (ou JSON, p. ex. {&quot;level&quot;: {&quot;min&quot;: 5}})</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Applies when {condition}</source>
        <translation>S&apos;applique quand {condition}</translation>
    </message>
    <message>
        <source>Edit item — {item}</source>
        <translation>Modifier l&apos;objet — {item}</translation>
    </message>
    <message>
        <source>Item name</source>
        <translation>Nom de l&apos;objet</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Nom</translation>
    </message>
    <message>
        <source>Item type</source>
        <translation>Type d&apos;objet</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <comment>an item&apos;s type</comment>
        <translation>&amp;Type</translation>
    </message>
    <message>
        <source>Equipped (an unequipped object&apos;s rules are inactive and it cannot be used)</source>
        <translation>Équipé (les règles d&apos;un objet non équipé sont inactives et il ne peut pas être utilisé)</translation>
    </message>
    <message>
        <source>Object type</source>
        <translation>Type d&apos;équipement</translation>
    </message>
    <message>
        <source>&amp;Object type</source>
        <translation>Type d&apos;é&amp;quipement</translation>
    </message>
    <message>
        <source>comma separated, e.g. two-handed, reach</source>
        <translation>séparées par des virgules, p. ex. two-handed, reach</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>&amp;Properties</source>
        <translation>&amp;Propriétés</translation>
    </message>
    <message>
        <source>Attack</source>
        <comment>an item&apos;s attack</comment>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Attack delivery</source>
        <translation>Forme de l&apos;attaque</translation>
    </message>
    <message>
        <source>e.g. 1d12+@strength</source>
        <translation>p. ex. 1d12+@strength</translation>
    </message>
    <message>
        <source>Damage formula</source>
        <translation>Formule de dégâts</translation>
    </message>
    <message>
        <source>Delivery</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>&amp;Damage</source>
        <translation>&amp;Dégâts</translation>
    </message>
    <message>
        <source>When used: pool effects</source>
        <translation>À l&apos;utilisation : effets sur les réserves</translation>
    </message>
    <message>
        <source>Pool effects</source>
        <translation>Effets sur les réserves</translation>
    </message>
    <message>
        <source>Add effect</source>
        <translation>Ajouter un effet</translation>
    </message>
    <message>
        <source>Remove effect</source>
        <translation>Retirer l&apos;effet</translation>
    </message>
    <message>
        <source>When used: pool effects (not a list of effects in this item&apos;s data; kept as is)</source>
        <translation>À l&apos;utilisation : effets sur les réserves (pas une liste d&apos;effets dans les données de cet objet ; conservé tel quel)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Apply these edits (a new item is added) and open the Rules Builder on it</source>
        <translation>Appliquer ces modifications (un nouvel objet est ajouté) et ouvrir le Constructeur de règles dessus</translation>
    </message>
    <message>
        <source>effect {number}: the condition is {error}</source>
        <translation>effet {number} : la condition est {error}</translation>
    </message>
    <message>
        <source>effect {number}: {problem}</source>
        <translation>effet {number} : {problem}</translation>
    </message>
    <message>
        <source>every pool effect needs a pool</source>
        <translation>chaque effet sur une réserve a besoin d&apos;une réserve</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Level up: {name} {old} → {new}</source>
        <translation>Montée de niveau : {name} {old} → {new}</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>Montée de niveau</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}: level {old} → {new}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{name} : niveau {old} → {new}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;This character cannot level up:&lt;/b&gt; {why}</source>
        <translation>&lt;b&gt;Ce personnage ne peut pas monter de niveau :&lt;/b&gt; {why}</translation>
    </message>
    <message>
        <source>Features of this level</source>
        <translation>Capacités de ce niveau</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Ce qui change</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>&amp;Roll {die}, with advantage ({sources}): the best of {count}</source>
        <translation>&amp;Lancer {die}, avec avantage ({sources}) : le meilleur de {count}</translation>
    </message>
    <message>
        <source>&amp;Roll {die}</source>
        <translation>&amp;Lancer {die}</translation>
    </message>
    <message>
        <source>Take the a&amp;verage ({average})</source>
        <translation>Prendre la &amp;moyenne ({average})</translation>
    </message>
    <message>
        <source>&amp;I rolled</source>
        <translation>J&apos;a&amp;i obtenu</translation>
    </message>
    <message>
        <source>on the {die}</source>
        <comment>after &apos;I rolled [3]&apos;</comment>
        <translation>sur le {die}</translation>
    </message>
    <message>
        <source>Primary increase: +1 to a key stat</source>
        <translation>Augmentation principale : +1 à un attribut clé</translation>
    </message>
    <message>
        <source>Secondary increase: +1 to a stat that is not a key stat</source>
        <translation>Augmentation secondaire : +1 à un attribut qui n&apos;est pas un attribut clé</translation>
    </message>
    <message>
        <source>Capstone: +1 to two different stats</source>
        <translation>Apogée : +1 à deux attributs différents</translation>
    </message>
    <message>
        <source>{stat} {old} → {new}</source>
        <translation>{stat} {old} → {new}</translation>
    </message>
    <message>
        <source>Skill point (+1)</source>
        <translation>Point de compétence (+1)</translation>
    </message>
    <message>
        <source>{skill} ({stat}) {value:+d}</source>
        <translation>{skill} ({stat}) {value:+d}</translation>
    </message>
    <message>
        <source>&amp;Skill:</source>
        <translation>&amp;Compétence :</translation>
    </message>
    <message>
        <source>Subclass (level 3)</source>
        <translation>Sous-classe (niveau 3)</translation>
    </message>
    <message>
        <source>No subclasses in the imported content: add one later from the item library.</source>
        <translation>Aucune sous-classe dans le contenu importé : ajoutez-en une plus tard depuis la bibliothèque d&apos;objets.</translation>
    </message>
    <message>
        <source>Su&amp;bclass:</source>
        <translation>Sous-c&amp;lasse :</translation>
    </message>
    <message>
        <source>Epic boon (level 19)</source>
        <translation>Bienfait épique (niveau 19)</translation>
    </message>
    <message>
        <source>&amp;Epic boon:</source>
        <translation>Bienfait &amp;épique :</translation>
    </message>
    <message>
        <source>Gained: {names}</source>
        <translation>Obtenu : {names}</translation>
    </message>
    <message>
        <source>Choose {count} of {group}:</source>
        <translation>Choisissez {count} parmi {group} :</translation>
    </message>
    <message>
        <source>No features for this level in the imported content.</source>
        <translation>Aucune capacité pour ce niveau dans le contenu importé.</translation>
    </message>
    <message numerus="yes">
        <source>{pick}: choose %n spells</source>
        <translation>
            <numerusform>{pick} : choisissez %n sort</numerusform>
            <numerusform>{pick} : choisissez %n sorts</numerusform>
        </translation>
    </message>
    <message>
        <source>The level would be refused: {why}</source>
        <translation>Le niveau serait refusé : {why}</translation>
    </message>
    <message>
        <source>&amp;Strength</source>
        <translation>&amp;Force</translation>
    </message>
    <message>
        <source>&amp;Dexterity</source>
        <translation>&amp;Dextérité</translation>
    </message>
    <message>
        <source>&amp;Intelligence</source>
        <translation>&amp;Intelligence</translation>
    </message>
    <message>
        <source>&amp;Will</source>
        <translation>&amp;Volonté</translation>
    </message>
    <message>
        <source>&lt;b&gt;A level-1 character from your imported content&lt;/b&gt;</source>
        <translation>&lt;b&gt;Un personnage de niveau 1 à partir de votre contenu importé&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Level-1 choices</source>
        <translation>Choix du niveau 1</translation>
    </message>
    <message>
        <source>What the character will have</source>
        <translation>Ce que le personnage aura</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Créer</translation>
    </message>
    <message>
        <source>&lt;b&gt;No classes are imported yet.&lt;/b&gt;&lt;br&gt;&lt;br&gt;A new character is made from your own Foundry content: its classes, ancestries and backgrounds. Import it first with &lt;b&gt;File ▸ Import Foundry content…&lt;/b&gt; (a compendium pack, a system, module or world folder, or unpacked JSON), then open Character ▸ New character… again.</source>
        <translation>&lt;b&gt;Aucune classe n&apos;est encore importée.&lt;/b&gt;&lt;br&gt;&lt;br&gt;Un nouveau personnage est créé à partir de votre propre contenu Foundry : ses classes, ascendances et historiques. Importez-le d&apos;abord avec &lt;b&gt;Fichier ▸ Importer du contenu Foundry…&lt;/b&gt; (un pack de compendium, un dossier de système, de module ou de monde, ou du JSON décompressé), puis ouvrez à nouveau Personnage ▸ Nouveau personnage….</translation>
    </message>
    <message>
        <source>&amp;Import Foundry content…</source>
        <translation>&amp;Importer du contenu Foundry…</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Qui</translation>
    </message>
    <message>
        <source>The character&apos;s name</source>
        <translation>Le nom du personnage</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>C&amp;lasse :</translation>
    </message>
    <message>
        <source>&amp;Ancestry:</source>
        <translation>&amp;Ascendance :</translation>
    </message>
    <message>
        <source>&amp;Background:</source>
        <translation>&amp;Historique :</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>Attributs</translation>
    </message>
    <message>
        <source>{array}: {values}</source>
        <translation>{array} : {values}</translation>
    </message>
    <message>
        <source>Stat a&amp;rray:</source>
        <translation>&amp;Répartition des attributs :</translation>
    </message>
    <message>
        <source>{stat} value</source>
        <translation>Valeur de {stat}</translation>
    </message>
    <message>
        <source>{stat}:</source>
        <comment>a stat&apos;s label</comment>
        <translation>{stat} :</translation>
    </message>
    <message>
        <source>{pick}: no such spell in the imported content</source>
        <translation>{pick} : aucun sort de ce nom dans le contenu importé</translation>
    </message>
    <message>
        <source>key stat of the class</source>
        <translation>attribut clé de la classe</translation>
    </message>
    <message>
        <source>Give the character a name</source>
        <translation>Donnez un nom au personnage</translation>
    </message>
    <message>
        <source>Choose {count} of {group}</source>
        <translation>Choisissez {count} parmi {group}</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n spells for {pick}</source>
        <translation>
            <numerusform>Choisissez %n sort pour {pick}</numerusform>
            <numerusform>Choisissez %n sorts pour {pick}</numerusform>
        </translation>
    </message>
    <message>
        <source>This character cannot be made: {why}</source>
        <translation>Ce personnage ne peut pas être créé : {why}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no hit dice</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{name}, level 1: HP {hp}</source>
        <translation>{name}, niveau 1 : PV {hp}</translation>
    </message>
    <message>
        <source>{name}, level 1: HP {hp} (the class has no hit die size: set HP on the sheet)</source>
        <translation>{name}, niveau 1 : PV {hp} (la classe n&apos;a pas de taille de dé de vie : définissez les PV sur la fiche)</translation>
    </message>
    <message>
        <source>Hit dice {dice}</source>
        <translation>Dés de vie {dice}</translation>
    </message>
    <message>
        <source>Features: {names}</source>
        <translation>Capacités : {names}</translation>
    </message>
    <message>
        <source>Features: none in the imported content</source>
        <translation>Capacités : aucune dans le contenu importé</translation>
    </message>
    <message>
        <source>Spells: {names}</source>
        <translation>Sorts : {names}</translation>
    </message>
    <message>
        <source>Ancestry and background: {names}</source>
        <translation>Ascendance et historique : {names}</translation>
    </message>
    <message>
        <source>Starting items: {names}</source>
        <translation>Objets de départ : {names}</translation>
    </message>
    <message>
        <source>Not in the imported content, so not granted: {names} (import the pack that holds them: File ▸ Import Foundry content…)</source>
        <translation>Absent du contenu importé, donc non accordé : {names} (importez le pack qui les contient : Fichier ▸ Importer du contenu Foundry…)</translation>
    </message>
    <message>
        <source>waiting for the dice you roll</source>
        <translation>en attente des dés que vous lancez</translation>
    </message>
    <message>
        <source>{action} cannot be undone</source>
        <translation>Impossible d&apos;annuler {action}</translation>
    </message>
    <message>
        <source>Undid {action}</source>
        <translation>Annulé : {action}</translation>
    </message>
    <message>
        <source>{action} cannot be redone</source>
        <translation>Impossible de rétablir {action}</translation>
    </message>
    <message>
        <source>Redid {action}</source>
        <translation>Rétabli : {action}</translation>
    </message>
    <message>
        <source>Level {level} · {classes}</source>
        <translation>Niveau {level} · {classes}</translation>
    </message>
    <message>
        <source>Level {level}</source>
        <translation>Niveau {level}</translation>
    </message>
    <message>
        <source>HP</source>
        <comment>printed: the box of hit points</comment>
        <translation>PV</translation>
    </message>
    <message>
        <source>TEMP HP</source>
        <translation>PV TEMP</translation>
    </message>
    <message>
        <source>WOUNDS ({most})</source>
        <translation>BLESSURES ({most})</translation>
    </message>
    <message>
        <source>MANA</source>
        <translation>MANA</translation>
    </message>
    <message>
        <source>HIT DICE</source>
        <translation>DÉS DE VIE</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no states</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Conditions: none</source>
        <translation>Conditions : aucune</translation>
    </message>
    <message>
        <source>States: {states}</source>
        <translation>États : {states}</translation>
    </message>
    <message>
        <source>Damage reduction banked: {bank}</source>
        <translation>Réduction de dégâts en réserve : {bank}</translation>
    </message>
    <message>
        <source>Boxes: empty = left, crossed = spent. Dice: as rolled; dashed = empty slot.</source>
        <translation>Cases : vide = restante, barrée = dépensée. Dés : tels que lancés ; pointillés = emplacement vide.</translation>
    </message>
    <message>
        <source>ARMOR</source>
        <translation>ARMURE</translation>
    </message>
    <message>
        <source>SPEED</source>
        <translation>VITESSE</translation>
    </message>
    <message>
        <source>SAVES</source>
        <translation>SAUVEGARDES</translation>
    </message>
    <message>
        <source>SKILLS</source>
        <translation>COMPÉTENCES</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autres</translation>
    </message>
    <message>
        <source>{subtitle} · not equipped</source>
        <translation>{subtitle} · non équipé</translation>
    </message>
    <message>
        <source>DESCRIPTIONS</source>
        <translation>DESCRIPTIONS</translation>
    </message>
    <message>
        <source>could not start drawing on the page (is the file writable?)</source>
        <translation>impossible de commencer à dessiner sur la page (le fichier est-il accessible en écriture ?)</translation>
    </message>
    <message>
        <source>{name} — character sheet</source>
        <translation>{name} — fiche de personnage</translation>
    </message>
    <message>
        <source>Your dice</source>
        <translation>Vos dés</translation>
    </message>
    <message>
        <source>Type each die&apos;s face; Tab moves on, Enter confirms, Escape cancels.</source>
        <translation>Saisissez la face de chaque dé ; Tab passe au suivant, Enter confirme, Escape annule.</translation>
    </message>
    <message>
        <source>Use these faces</source>
        <translation>Utiliser ces faces</translation>
    </message>
    <message>
        <source>Die {number}: d{size}</source>
        <translation>Dé {number} : d{size}</translation>
    </message>
    <message>
        <source>The face your d{size} shows: 1 to {size}</source>
        <translation>La face qu&apos;affiche votre d{size} : 1 à {size}</translation>
    </message>
    <message>
        <source>A d{size} shows 1–{size}.</source>
        <translation>Un d{size} affiche 1–{size}.</translation>
    </message>
    <message>
        <source>Die {number} (d{size}) has no face yet.</source>
        <translation>Le dé {number} (d{size}) n&apos;a pas encore de face.</translation>
    </message>
    <message numerus="yes">
        <source>Those faces call for %n more dice: roll them too.</source>
        <translation>
            <numerusform>Ces faces demandent %n dé de plus : lancez-le aussi.</numerusform>
            <numerusform>Ces faces demandent %n dés de plus : lancez-les aussi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the dice again.</source>
        <translation>Vérifiez à nouveau les dés.</translation>
    </message>
    <message>
        <source>Read-only: the library {path} is on read-only media or cannot be written. You can look, export and back up to another folder; changes are not saved.</source>
        <translation>Lecture seule : la bibliothèque {path} est sur un support en lecture seule ou ne peut pas être écrite. Vous pouvez consulter, exporter et sauvegarder vers un autre dossier ; les modifications ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>Read-only library</source>
        <translation>Bibliothèque en lecture seule</translation>
    </message>
    <message>
        <source>{title} (read-only)</source>
        <translation>{title} (lecture seule)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Copy &amp;diagnostics</source>
        <translation>Copier les &amp;diagnostics</translation>
    </message>
    <message>
        <source>Copy the version, platform, library path and last errors, for a bug report</source>
        <translation>Copier la version, la plateforme, le chemin de la bibliothèque et les dernières erreurs, pour un rapport de bogue</translation>
    </message>
    <message>
        <source>Diagnostics copied to the clipboard: paste them into your bug report.</source>
        <translation>Diagnostics copiés dans le presse-papiers : collez-les dans votre rapport de bogue.</translation>
    </message>
    <message>
        <source>sheet-app: the library is damaged</source>
        <translation>sheet-app : la bibliothèque est endommagée</translation>
    </message>
    <message>
        <source>&lt;b&gt;The library is damaged&lt;/b&gt;&lt;br&gt;{path}</source>
        <translation>&lt;b&gt;La bibliothèque est endommagée&lt;/b&gt;&lt;br&gt;{path}</translation>
    </message>
    <message>
        <source>SQLite reports: {detail}.</source>
        <translation>SQLite signale : {detail}.</translation>
    </message>
    <message>
        <source>{found}

The newest backup that passes its integrity check is
{backup}

Restoring it first keeps a copy of the damaged file in {folder}.</source>
        <translation>{found}

La sauvegarde la plus récente qui passe son contrôle d&apos;intégrité est
{backup}

La restaurer conserve d&apos;abord une copie du fichier endommagé dans {folder}.</translation>
    </message>
    <message>
        <source>Restore this backup</source>
        <translation>Restaurer cette sauvegarde</translation>
    </message>
    <message>
        <source>{found}

No backup passes its integrity check, so there is nothing to restore here. The damaged file is left as it is.</source>
        <translation>{found}

Aucune sauvegarde ne passe son contrôle d&apos;intégrité : il n&apos;y a donc rien à restaurer ici. Le fichier endommagé est laissé tel quel.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Restored {backup}; the damaged library is kept in {kept}.</source>
        <translation>{backup} restaurée ; la bibliothèque endommagée est conservée dans {kept}.</translation>
    </message>
    <message>
        <source>Catch Breath</source>
        <translation>Courte pause</translation>
    </message>
    <message>
        <source>roll each hit die</source>
        <translation>lancer chaque dé de vie</translation>
    </message>
    <message>
        <source>Make Camp</source>
        <translation>Faire un camp</translation>
    </message>
    <message>
        <source>each hit die counts its top face</source>
        <translation>chaque dé de vie compte sa face maximale</translation>
    </message>
    <message>
        <source>{what}: {value}</source>
        <translation>{what} : {value}</translation>
    </message>
    <message>
        <source>Safe rest</source>
        <translation>Repos sûr</translation>
    </message>
    <message>
        <source>A safe rest will:</source>
        <translation>Un repos sûr va :</translation>
    </message>
    <message>
        <source>Rest</source>
        <comment>the button that rests</comment>
        <translation>Se reposer</translation>
    </message>
    <message>
        <source>The rest would be refused: {why}</source>
        <translation>Le repos serait refusé : {why}</translation>
    </message>
    <message>
        <source>Field rest</source>
        <translation>Repos de terrain</translation>
    </message>
    <message>
        <source>Spend hit dice</source>
        <translation>Dépenser des dés de vie</translation>
    </message>
    <message>
        <source>{mode}: {what}</source>
        <translation>{mode} : {what}</translation>
    </message>
    <message>
        <source>Hit dice to spend</source>
        <translation>Dés de vie à dépenser</translation>
    </message>
    <message>
        <source>{size} hit dice to spend</source>
        <translation>Dés de vie {size} à dépenser</translation>
    </message>
    <message>
        <source>Max</source>
        <comment>the button that spends all hit dice of a size</comment>
        <translation>Max</translation>
    </message>
    <message>
        <source>One {size} less</source>
        <translation>Un {size} de moins</translation>
    </message>
    <message>
        <source>One {size} more</source>
        <translation>Un {size} de plus</translation>
    </message>
    <message>
        <source>All {size} hit dice</source>
        <translation>Tous les dés de vie {size}</translation>
    </message>
    <message>
        <source>of {current} left (max {most})</source>
        <translation>sur {current} restants (max {most})</translation>
    </message>
    <message>
        <source>No hit dice: give the class item a hit die size, or set them on the sheet.</source>
        <translation>Aucun dé de vie : donnez une taille de dé de vie à l&apos;objet de classe, ou définissez-les sur la fiche.</translation>
    </message>
    <message>
        <source>Healing preview</source>
        <translation>Aperçu des soins</translation>
    </message>
    <message>
        <source>The field rest will:</source>
        <translation>Le repos de terrain va :</translation>
    </message>
    <message>
        <source>Heal</source>
        <comment>the button that spends hit dice</comment>
        <translation>Soigner</translation>
    </message>
    <message>
        <source>No hit dice spent: no healing</source>
        <translation>Aucun dé de vie dépensé : aucun soin</translation>
    </message>
    <message>
        <source>Heals {heal}: HP {hp} → {after} (of {maximum})</source>
        <translation>Soigne {heal} : PV {hp} → {after} (sur {maximum})</translation>
    </message>
    <message>
        <source>Roll initiative</source>
        <translation>Lancer l&apos;initiative</translation>
    </message>
    <message>
        <source>Initiative: {formula}</source>
        <translation>Initiative : {formula}</translation>
    </message>
    <message>
        <source>Initiative formula: {formula}</source>
        <translation>Formule d&apos;initiative : {formula}</translation>
    </message>
    <message>
        <source>The formula fails: {why}</source>
        <translation>La formule échoue : {why}</translation>
    </message>
    <message>
        <source>Possible totals: {low} to {high}</source>
        <translation>Totaux possibles : {low} à {high}</translation>
    </message>
    <message>
        <source>Now {kept}: a new roll replaces it</source>
        <translation>Actuellement {kept} : un nouveau jet le remplace</translation>
    </message>
    <message>
        <source>I rolled</source>
        <translation>J&apos;ai obtenu</translation>
    </message>
    <message>
        <source>Initiative rolled at the table</source>
        <translation>Initiative lancée à la table</translation>
    </message>
    <message>
        <source>Type the total you rolled ({low} to {high}) and press Enter; Enter with nothing typed rolls</source>
        <translation>Saisissez le total obtenu ({low} à {high}) et appuyez sur Enter ; Enter sans rien saisir lance les dés</translation>
    </message>
    <message>
        <source>Use this value</source>
        <translation>Utiliser cette valeur</translation>
    </message>
    <message>
        <source>Roll {formula}</source>
        <translation>Lancer {formula}</translation>
    </message>
    <message>
        <source>Not taken: the total is {low} to {high} ({typed} so far)</source>
        <translation>Refusé : le total va de {low} à {high} ({typed} pour l&apos;instant)</translation>
    </message>
    <message>
        <source>Not taken: the total is {low} to {high}</source>
        <translation>Refusé : le total va de {low} à {high}</translation>
    </message>
    <message>
        <source>{typed} cannot be the total: it is {low} to {high}</source>
        <translation>{typed} ne peut pas être le total : il va de {low} à {high}</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Advantage</source>
        <translation>&amp;Avantage</translation>
    </message>
    <message>
        <source>D&amp;isadvantage</source>
        <translation>Dés&amp;avantage</translation>
    </message>
    <message>
        <source>Frightened</source>
        <translation>Effrayé</translation>
    </message>
    <message>
        <source>Taunted</source>
        <translation>Provoqué</translation>
    </message>
    <message>
        <source>Roll {what}</source>
        <translation>Lancer {what}</translation>
    </message>
    <message>
        <source>The mode applies to the primary die only: it is rolled again and the kept face decides miss and critical.</source>
        <translation>Le mode s&apos;applique uniquement au dé principal : il est relancé et la face conservée décide du raté et du critique.</translation>
    </message>
    <message>
        <source>Advantage 2 rolls three dice and keeps the highest</source>
        <translation>Avantage 2 lance trois dés et garde le plus haut</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Votre choix</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no DC</comment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>DC</source>
        <translation>DD</translation>
    </message>
    <message>
        <source>The number to reach (total ≥ DC succeeds); none: the log gives the total only</source>
        <translation>Le nombre à atteindre (total ≥ DD réussit) ; aucun : le journal donne seulement le total</translation>
    </message>
    <message>
        <source>&amp;DC</source>
        <translation>&amp;DD</translation>
    </message>
    <message>
        <source>{condition} does not apply</source>
        <translation>{condition} ne s&apos;applique pas</translation>
    </message>
    <message>
        <source>{condition} changes attacks only</source>
        <translation>{condition} ne modifie que les attaques</translation>
    </message>
    <message>
        <source>You are not {condition}</source>
        <translation>Vous n&apos;êtes pas {condition}</translation>
    </message>
    <message>
        <source>{condition} gives disadvantage unless its source is not involved: tick to leave it out</source>
        <translation>{condition} donne un désavantage sauf si sa source n&apos;est pas en jeu : cochez pour l&apos;exclure</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Sources of the mode</source>
        <translation>Sources du mode</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Mode from: {sources}</source>
        <translation>Mode venant de : {sources}</translation>
    </message>
    <message>
        <source>&amp;Roll with {mode}{plus}</source>
        <translation>&amp;Lancer avec {mode}{plus}</translation>
    </message>
    <message>
        <source>&amp;Roll{plus}</source>
        <translation>&amp;Lancer{plus}</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feu</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Glace</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>Foudre</translation>
    </message>
    <message>
        <source>Necrotic</source>
        <translation>Nécrotique</translation>
    </message>
    <message>
        <source>Radiant</source>
        <translation>Sacré</translation>
    </message>
    <message>
        <source>Wind</source>
        <translation>Vent</translation>
    </message>
    <message>
        <source>0 (cantrip: no mana, never upcast)</source>
        <translation>0 (sort mineur : pas de mana, jamais amplifié)</translation>
    </message>
    <message>
        <source>Spell tier</source>
        <translation>Rang du sort</translation>
    </message>
    <message>
        <source>0 to 9: the mana it costs; 0 is a cantrip</source>
        <translation>0 à 9 : le mana qu&apos;il coûte ; 0 est un sort mineur</translation>
    </message>
    <message>
        <source>Spell school</source>
        <translation>École du sort</translation>
    </message>
    <message>
        <source>(none: a utility spell)</source>
        <translation>(aucune : un sort utilitaire)</translation>
    </message>
    <message>
        <source>⚠ {school} (not a Nimble school)</source>
        <translation>⚠ {school} (pas une école de Nimble)</translation>
    </message>
    <message>
        <source>Upcasting</source>
        <translation>Amplification</translation>
    </message>
    <message>
        <source>&amp;Upcasting</source>
        <translation>&amp;Amplification</translation>
    </message>
    <message>
        <source>Scaling deltas (JSON)</source>
        <translation>Deltas de progression (JSON)</translation>
    </message>
    <message>
        <source>Upstream&apos;s ScalingDelta objects as JSON: operation addFlatDamage, addDice, increaseDieSize, addRange …; for a choice, a list of {label, deltas}</source>
        <translation>Les objets ScalingDelta de l&apos;original en JSON : opération addFlatDamage, addDice, increaseDieSize, addRange … ; pour un choix, une liste de {label, deltas}</translation>
    </message>
    <message>
        <source>What upcasting does</source>
        <translation>Ce que fait l&apos;amplification</translation>
    </message>
    <message>
        <source>&amp;Choices</source>
        <translation>&amp;Choix</translation>
    </message>
    <message>
        <source>D&amp;eltas</source>
        <translation>D&amp;eltas</translation>
    </message>
    <message>
        <source>the choices are not valid JSON ({error})</source>
        <translation>les choix ne sont pas du JSON valide ({error})</translation>
    </message>
    <message>
        <source>the deltas are not valid JSON ({error})</source>
        <translation>les deltas ne sont pas du JSON valide ({error})</translation>
    </message>
    <message>
        <source>A cantrip never upcasts.</source>
        <translation>Un sort mineur n&apos;est jamais amplifié.</translation>
    </message>
    <message>
        <source>Spell: {problem}</source>
        <translation>Sort : {problem}</translation>
    </message>
    <message>
        <source>Spell: a cantrip (tier 0) cannot be upcast: choose No upcasting or a tier</source>
        <translation>Sort : un sort mineur (rang 0) ne peut pas être amplifié : choisissez Pas d&apos;amplification ou un rang</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>and {count} more</source>
        <translation>et {count} de plus</translation>
    </message>
    <message>
        <source>applies nothing until a condition is chosen</source>
        <translation>n&apos;applique rien tant qu&apos;aucune condition n&apos;est choisie</translation>
    </message>
    <message>
        <source>{condition} is derived: it is never applied</source>
        <translation>{condition} est une condition dérivée : elle n&apos;est jamais appliquée</translation>
    </message>
    <message>
        <source>{condition} is on already: nothing changes</source>
        <translation>{condition} est déjà en place : rien ne change</translation>
    </message>
    <message>
        <source>{when}: {line}</source>
        <translation>{when} : {line}</translation>
    </message>
    <message>
        <source>{when}: nothing changes now</source>
        <translation>{when} : rien ne change pour l&apos;instant</translation>
    </message>
    <message>
        <source>Immune to {conditions}</source>
        <translation>Immunisé contre {conditions}</translation>
    </message>
    <message>
        <source>{conditions} on now: they end</source>
        <translation>{conditions} en place : elles prennent fin</translation>
    </message>
    <message>
        <source>{conditions} on now: it ends</source>
        <translation>{conditions} en place : elle prend fin</translation>
    </message>
    <message>
        <source>{conditions} no longer implied</source>
        <translation>Plus implicite(s) : {conditions}</translation>
    </message>
    <message>
        <source>Unarmed Strike</source>
        <translation>Frappe à main nue</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {was} → %n actions</source>
        <translation>
            <numerusform>{name} : {was} → %n action</numerusform>
            <numerusform>{name} : {was} → %n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>Using {item} in an encounter: {change}</source>
        <translation>Utiliser {item} pendant une rencontre : {change}</translation>
    </message>
    <message>
        <source>{what}: {before} → {after}</source>
        <translation>{what} : {before} → {after}</translation>
    </message>
    <message>
        <source>{what}: {note}</source>
        <translation>{what} : {note}</translation>
    </message>
    <message>
        <source>Already full</source>
        <translation>Déjà plein</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>No healing</source>
        <translation>Aucun soin</translation>
    </message>
    <message>
        <source>Temporary HP</source>
        <translation>PV temporaires</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Conservé</translation>
    </message>
    <message>
        <source>Hit dice {size}</source>
        <translation>Dés de vie {size}</translation>
    </message>
    <message>
        <source>Not spent</source>
        <translation>Non dépensés</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <source>Not refilled on a safe rest</source>
        <translation>Non rechargé lors d&apos;un repos sûr</translation>
    </message>
    <message>
        <source>Not refilled on a field rest</source>
        <translation>Non rechargé lors d&apos;un repos de terrain</translation>
    </message>
    <message>
        <source>Not refilled on a {kind} rest</source>
        <translation>Non rechargé lors d&apos;un repos {kind}</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>None to heal</source>
        <translation>Aucune à soigner</translation>
    </message>
    <message>
        <source>Combat mana</source>
        <translation>Mana de combat</translation>
    </message>
    <message>
        <source>cleared</source>
        <translation>vidée</translation>
    </message>
    <message>
        <source>{count} (rolled)</source>
        <translation>{count} (lancé)</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Inchangé</translation>
    </message>
    <message>
        <source>on</source>
        <comment>a state: it is on</comment>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <comment>a state: it is off</comment>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>Rien ne se passe</translation>
    </message>
    <message>
        <source>{amount} reduced</source>
        <translation>{amount} réduits</translation>
    </message>
    <message>
        <source>{amount} absorbed</source>
        <translation>{amount} absorbés</translation>
    </message>
    <message>
        <source>{amount} by temporary HP</source>
        <translation>{amount} par les PV temporaires</translation>
    </message>
    <message>
        <source>HP {before} → {after}</source>
        <translation>PV {before} → {after}</translation>
    </message>
    <message>
        <source>HP stays {hp}</source>
        <translation>Les PV restent à {hp}</translation>
    </message>
    <message>
        <source>{damage} damage: {effects}</source>
        <translation>{damage} dégâts : {effects}</translation>
    </message>
    <message>
        <source>{outcome} (a wound)</source>
        <translation>{outcome} (une blessure)</translation>
    </message>
    <message>
        <source>{pool} for {item}</source>
        <translation>{pool} pour {item}</translation>
    </message>
    <message>
        <source>DEAD</source>
        <translation>MORT</translation>
    </message>
    <message>
        <source>DYING</source>
        <translation>MOURANT</translation>
    </message>
    <message>
        <source>BLOODIED</source>
        <translation>ENSANGLANTÉ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Armor {armor}</source>
        <translation>Armure {armor}</translation>
    </message>
    <message>
        <source>Last: {roll} vs {dc}, succeeded</source>
        <translation>Dernier jet : {roll} contre {dc}, réussi</translation>
    </message>
    <message>
        <source>Last: {roll} vs {dc}, failed</source>
        <translation>Dernier jet : {roll} contre {dc}, raté</translation>
    </message>
    <message>
        <source>Last: {roll}</source>
        <translation>Dernier jet : {roll}</translation>
    </message>
    <message>
        <source>Initiative: nobody at the table yet</source>
        <translation>Initiative : personne à la table pour l&apos;instant</translation>
    </message>
    <message>
        <source>{name} (not rolled)</source>
        <translation>{name} (pas lancé)</translation>
    </message>
    <message>
        <source>Initiative: {order}</source>
        <translation>Initiative : {order}</translation>
    </message>
    <message>
        <source>No reaction to {damage}</source>
        <translation>Aucune réaction à {damage}</translation>
    </message>
    <message>
        <source>the attack</source>
        <translation>l&apos;attaque</translation>
    </message>
    <message>
        <source>{who}: {effects}</source>
        <translation>{who} : {effects}</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Refusé : {why}</translation>
    </message>
    <message>
        <source>your attacks −1; attacks against you +1</source>
        <translation>vos attaques −1 ; attaques contre vous +1</translation>
    </message>
    <message>
        <source>derived: HP at half or less (never applied or stored)</source>
        <translation>dérivée : PV à la moitié ou moins (jamais appliquée ni enregistrée)</translation>
    </message>
    <message>
        <source>a tag only: no effect in the engine</source>
        <translation>une simple étiquette : aucun effet dans le moteur</translation>
    </message>
    <message>
        <source>one spell at a time; a critical hit on you asks for a DC 10 STR save, a failure ends it</source>
        <translation>un seul sort à la fois ; un coup critique sur vous demande une sauvegarde de FOR DD 10, un échec y met fin</translation>
    </message>
    <message>
        <source>loses 1 action when applied in an encounter; implies Hampered</source>
        <translation>fait perdre 1 action quand elle est appliquée pendant une rencontre ; implique Entravé</translation>
    </message>
    <message>
        <source>no actions; using items and casting are refused</source>
        <translation>aucune action ; utiliser des objets et lancer des sorts est refusé</translation>
    </message>
    <message>
        <source>your attacks −1; ends after your next attack or at the encounter&apos;s end</source>
        <translation>vos attaques −1 ; se termine après votre prochaine attaque ou à la fin de la rencontre</translation>
    </message>
    <message>
        <source>at 0 HP: actions capped at the Dying limit, a hit adds 2 wounds (3 on a critical)</source>
        <translation>à 0 PV : actions limitées à la limite de Mourant, un coup ajoute 2 blessures (3 sur un critique)</translation>
    </message>
    <message>
        <source>every d20 check, save, initiative and attack of yours −1</source>
        <translation>chacun de vos tests d20, sauvegardes, jets d&apos;initiative et attaques −1</translation>
    </message>
    <message>
        <source>every speed 0; attacks against you +1; implies Hampered and Restrained</source>
        <translation>toutes les vitesses à 0 ; attaques contre vous +1 ; implique Entravé et Restreint</translation>
    </message>
    <message>
        <source>no effect of its own; implied while dazed, grappled, prone, slowed or restrained</source>
        <translation>aucun effet propre ; impliqué en étant hébété, agrippé, à terre, ralenti ou restreint</translation>
    </message>
    <message>
        <source>no actions or reactions; attacks against you +1 and a melee hit is a critical</source>
        <translation>aucune action ni réaction ; attaques contre vous +1 et un coup de mêlée est un critique</translation>
    </message>
    <message>
        <source>your attacks +1; attacks against you −1</source>
        <translation>vos attaques +1 ; attaques contre vous −1</translation>
    </message>
    <message>
        <source>as Incapacitated (implies it)</source>
        <translation>comme Incapacité (l&apos;implique)</translation>
    </message>
    <message>
        <source>your attacks −1; melee against you +1, ranged −1; implies Hampered</source>
        <translation>vos attaques −1 ; mêlée contre vous +1, distance −1 ; implique Entravé</translation>
    </message>
    <message>
        <source>every speed 0; attacks against you +1; implies Hampered and Grappled</source>
        <translation>toutes les vitesses à 0 ; attaques contre vous +1 ; implique Entravé et Agrippé</translation>
    </message>
    <message>
        <source>casting is refused</source>
        <translation>lancer des sorts est refusé</translation>
    </message>
    <message>
        <source>every speed halved until the end of your next turn; implies Hampered</source>
        <translation>toutes les vitesses divisées par deux jusqu&apos;à la fin de votre prochain tour ; implique Entravé</translation>
    </message>
    <message>
        <source>your attacks −1, unless the roll waives it</source>
        <translation>vos attaques −1, sauf si le jet l&apos;annule</translation>
    </message>
    <message>
        <source>derived: wounds above 0 (never applied or stored)</source>
        <translation>dérivée : blessures au-dessus de 0 (jamais appliquée ni enregistrée)</translation>
    </message>
    <message>
        <source>until the end of your next turn</source>
        <translation>jusqu&apos;à la fin de votre prochain tour</translation>
    </message>
    <message>
        <source>until your next attack</source>
        <translation>jusqu&apos;à votre prochaine attaque</translation>
    </message>
    <message>
        <source>concentration</source>
        <translation>concentration</translation>
    </message>
    <message>
        <source>range</source>
        <translation>portée</translation>
    </message>
    <message>
        <source>reach</source>
        <translation>allonge</translation>
    </message>
    <message>
        <source>the condition&apos;s own timer (Slowed: to the end of your next turn; Despair: your next attack; others until removed)</source>
        <translation>le minuteur propre de la condition (Ralenti : jusqu&apos;à la fin de votre prochain tour ; Désespoir : votre prochaine attaque ; les autres jusqu&apos;à leur retrait)</translation>
    </message>
    <message>
        <source>{condition}&apos;s own: {timer}</source>
        <translation>propre à {condition} : {timer}</translation>
    </message>
    <message>
        <source>{condition} has no timer of its own: it lasts until it is removed</source>
        <translation>{condition} n&apos;a pas de minuteur propre : elle dure jusqu&apos;à son retrait</translation>
    </message>
    <message>
        <source>{condition} (implied)</source>
        <translation>{condition} (implicite)</translation>
    </message>
    <message>
        <source>Conditions: {conditions}</source>
        <translation>Conditions : {conditions}</translation>
    </message>
    <message>
        <source>Conditions: none</source>
        <translation>Conditions : aucune</translation>
    </message>
    <message>
        <source>cantrip</source>
        <translation>sort mineur</translation>
    </message>
    <message>
        <source>tier {tier}</source>
        <translation>rang {tier}</translation>
    </message>
    <message>
        <source>{spell} ({tier}, concentration)</source>
        <translation>{spell} ({tier}, concentration)</translation>
    </message>
    <message>
        <source>{spell} ({tier})</source>
        <translation>{spell} ({tier})</translation>
    </message>
    <message>
        <source>{count} more</source>
        <translation>{count} de plus</translation>
    </message>
    <message>
        <source>Spells: {spells}</source>
        <translation>Sorts : {spells}</translation>
    </message>
    <message>
        <source>Actions {current} of {most}</source>
        <translation>Actions {current} sur {most}</translation>
    </message>
    <message>
        <source>{actions} + {extra} extra</source>
        <translation>{actions} + {extra} supplémentaires</translation>
    </message>
    <message>
        <source>{actions} (next turn {delta})</source>
        <translation>{actions} (prochain tour {delta})</translation>
    </message>
    <message>
        <source>Reactions used: {reactions}</source>
        <translation>Réactions utilisées : {reactions}</translation>
    </message>
    <message>
        <source>Cantrip</source>
        <translation>Sort mineur</translation>
    </message>
    <message>
        <source>Tier {tier}</source>
        <translation>Rang {tier}</translation>
    </message>
    <message>
        <source>no mana</source>
        <translation>pas de mana</translation>
    </message>
    <message>
        <source>{mana} mana</source>
        <translation>{mana} mana</translation>
    </message>
    <message>
        <source>utility</source>
        <translation>utilitaire</translation>
    </message>
    <message>
        <source>upcast</source>
        <translation>amplification</translation>
    </message>
    <message>
        <source>Mana {mana}/{most}</source>
        <translation>Mana {mana}/{most}</translation>
    </message>
    <message>
        <source>spells up to tier {tier}</source>
        <translation>sorts jusqu&apos;au rang {tier}</translation>
    </message>
    <message>
        <source>no spell tier unlocked</source>
        <translation>aucun rang de sort débloqué</translation>
    </message>
    <message>
        <source>concentrating on {spell}</source>
        <translation>concentration sur {spell}</translation>
    </message>
    <message>
        <source>Nothing changes: it is so already</source>
        <translation>Rien ne change : c&apos;est déjà le cas</translation>
    </message>
    <message>
        <source>Concentration</source>
        <translation>Concentration</translation>
    </message>
    <message>
        <source>casting it sets concentrating; one spell at a time</source>
        <translation>le lancer active la concentration ; un seul sort à la fois</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>a ranged spell</source>
        <translation>un sort à distance</translation>
    </message>
    <message>
        <source>Reach</source>
        <translation>Allonge</translation>
    </message>
    <message>
        <source>a reach spell</source>
        <translation>un sort d&apos;allonge</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>a secret spell</source>
        <translation>un sort secret</translation>
    </message>
    <message>
        <source>Utility</source>
        <translation>Utilitaire</translation>
    </message>
    <message>
        <source>a utility spell (utility spells have no school)</source>
        <translation>un sort utilitaire (les sorts utilitaires n&apos;ont pas d&apos;école)</translation>
    </message>
    <message>
        <source>No upcasting</source>
        <translation>Pas d&apos;amplification</translation>
    </message>
    <message>
        <source>it always costs its tier</source>
        <translation>il coûte toujours son rang</translation>
    </message>
    <message>
        <source>Upcast</source>
        <translation>Amplification</translation>
    </message>
    <message>
        <source>each mana over its tier applies the deltas once more</source>
        <translation>chaque mana au-delà de son rang applique les deltas une fois de plus</translation>
    </message>
    <message>
        <source>Upcast with a choice</source>
        <translation>Amplification avec un choix</translation>
    </message>
    <message>
        <source>the caster picks one of the choices, each its deltas</source>
        <translation>le lanceur choisit l&apos;un des choix, chacun avec ses deltas</translation>
    </message>
    <message>
        <source>{where} must be an object such as {example}</source>
        <translation>{where} doit être un objet tel que {example}</translation>
    </message>
    <message>
        <source>{where}: &apos;operation&apos; must be one of {operations} (not {operation})</source>
        <translation>{where} : &apos;operation&apos; doit être l&apos;une de {operations} (pas {operation})</translation>
    </message>
    <message>
        <source>{where}: addDice needs &apos;dice&apos; with a whole &apos;count&apos; (1 or more) and &apos;faces&apos; (2 or more)</source>
        <translation>{where} : addDice nécessite &apos;dice&apos; avec un &apos;count&apos; entier (1 ou plus) et &apos;faces&apos; (2 ou plus)</translation>
    </message>
    <message>
        <source>{where}: &apos;condition&apos; must be a condition&apos;s name</source>
        <translation>{where} : &apos;condition&apos; doit être le nom d&apos;une condition</translation>
    </message>
    <message>
        <source>{where}: &apos;value&apos; must be a whole number (or null)</source>
        <translation>{where} : &apos;value&apos; doit être un nombre entier (ou null)</translation>
    </message>
    <message>
        <source>{where}: &apos;maxDieFaces&apos; must be a whole number of faces (or null: d20)</source>
        <translation>{where} : &apos;maxDieFaces&apos; doit être un nombre entier de faces (ou null : d20)</translation>
    </message>
    <message>
        <source>the deltas must be a JSON list</source>
        <translation>les deltas doivent être une liste JSON</translation>
    </message>
    <message>
        <source>the choices must be a JSON list</source>
        <translation>les choix doivent être une liste JSON</translation>
    </message>
    <message>
        <source>delta {number}</source>
        <translation>delta {number}</translation>
    </message>
    <message>
        <source>choice {number} must be an object with a &apos;label&apos; and a list of &apos;deltas&apos;</source>
        <translation>le choix {number} doit être un objet avec un &apos;label&apos; et une liste de &apos;deltas&apos;</translation>
    </message>
    <message>
        <source>choice {number}, delta {delta}</source>
        <translation>choix {number}, delta {delta}</translation>
    </message>
    <message>
        <source>an upcast with a choice needs at least one choice</source>
        <translation>une amplification avec un choix nécessite au moins un choix</translation>
    </message>
    <message>
        <source>nothing (no deltas)</source>
        <translation>rien (aucun delta)</translation>
    </message>
    <message>
        <source>Each extra mana: {effects}</source>
        <translation>Chaque mana supplémentaire : {effects}</translation>
    </message>
    <message>
        <source>Each extra mana, the caster&apos;s choice: {choices}</source>
        <translation>Chaque mana supplémentaire, au choix du lanceur : {choices}</translation>
    </message>
    <message>
        <source>{choice}: {effects}</source>
        <translation>{choice} : {effects}</translation>
    </message>
    <message>
        <source>unnamed</source>
        <translation>sans nom</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>It always costs its tier in mana (a cantrip nothing).</source>
        <translation>Il coûte toujours son rang en mana (un sort mineur, rien).</translation>
    </message>
    <message>
        <source>error: {message}</source>
        <translation>erreur : {message}</translation>
    </message>
    <message>
        <source>At higher levels: </source>
        <translation>Aux niveaux supérieurs : </translation>
    </message>
    <message>
        <source>Upcast: </source>
        <translation>Amplification : </translation>
    </message>
    <message>
        <source>Generic</source>
        <translation>Générique</translation>
    </message>
    <message>
        <source>Damage reduction</source>
        <translation>Réduction de dégâts</translation>
    </message>
    <message>
        <source>every attack</source>
        <translation>toute attaque</translation>
    </message>
    <message>
        <source>melee attacks</source>
        <translation>attaques de mêlée</translation>
    </message>
    <message>
        <source>ranged attacks</source>
        <translation>attaques à distance</translation>
    </message>
    <message>
        <source>Its cost formula fails: {error}</source>
        <translation>Sa formule de coût échoue : {error}</translation>
    </message>
    <message numerus="yes">
        <source>Maximize: raise up to %n dice to the top face</source>
        <translation>
            <numerusform>Maximiser : monter jusqu&apos;à %n dé à la face maximale</numerusform>
            <numerusform>Maximiser : monter jusqu&apos;à %n dés à la face maximale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Consume: spend at least %n dice</source>
        <translation>
            <numerusform>Consommer : dépenser au moins %n dé</numerusform>
            <numerusform>Consommer : dépenser au moins %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>its cost formula fails</source>
        <translation>sa formule de coût échoue</translation>
    </message>
    <message>
        <source>maximize</source>
        <translation>maximiser</translation>
    </message>
    <message>
        <source>consume</source>
        <translation>consommer</translation>
    </message>
    <message>
        <source>There is no item {item} to use.</source>
        <translation>Il n&apos;y a aucun objet {item} à utiliser.</translation>
    </message>
    <message>
        <source>{item} has no active feature that spends dice.</source>
        <translation>{item} n&apos;a aucune capacité active qui dépense des dés.</translation>
    </message>
    <message>
        <source>Using {item} spends from another pool ({pool}).</source>
        <translation>Utiliser {item} dépense depuis une autre réserve ({pool}).</translation>
    </message>
    <message numerus="yes">
        <source>Using it first rolls %n dice in, after the dice shown.</source>
        <translation>
            <numerusform>L&apos;utiliser lance d&apos;abord %n dé dans la réserve, après les dés affichés.</numerusform>
            <numerusform>L&apos;utiliser lance d&apos;abord %n dés dans la réserve, après les dés affichés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Using it first raises the lowest %n dice.</source>
        <translation>
            <numerusform>L&apos;utiliser monte d&apos;abord le dé le plus bas.</numerusform>
            <numerusform>L&apos;utiliser monte d&apos;abord les %n dés les plus bas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Using it first replaces these dice: use it without spending, then spend.</source>
        <translation>L&apos;utiliser remplace d&apos;abord ces dés : utilisez-le sans dépenser, puis dépensez.</translation>
    </message>
    <message>
        <source>use {items} to add some</source>
        <translation>utilisez {items} pour en ajouter</translation>
    </message>
    <message>
        <source> or </source>
        <comment>joins a list: a or b</comment>
        <translation> ou </translation>
    </message>
    <message>
        <source>wait for a refill</source>
        <translation>attendez une recharge</translation>
    </message>
    <message>
        <source>&lt;b&gt;{pool} is empty&lt;/b&gt;: nothing to spend yet. Roll one in, or {how}.</source>
        <translation>&lt;b&gt;{pool} est vide&lt;/b&gt; : rien à dépenser pour l&apos;instant. Lancez-en un, ou {how}.</translation>
    </message>
    <message>
        <source>{feature} ({what})</source>
        <translation>{feature} ({what})</translation>
    </message>
    <message>
        <source>{feature} ({what}, not now: {why})</source>
        <translation>{feature} ({what}, pas maintenant : {why})</translation>
    </message>
    <message>
        <source>Features that spend {pool}: {features}.</source>
        <translation>Capacités qui dépensent {pool} : {features}.</translation>
    </message>
    <message>
        <source>No feature spends {pool}.</source>
        <translation>Aucune capacité ne dépense {pool}.</translation>
    </message>
    <message>
        <source>{name}: every face is added to {attacks}</source>
        <translation>{name} : chaque face est ajoutée à {attacks}</translation>
    </message>
    <message>
        <source>attacks</source>
        <translation>attaques</translation>
    </message>
    <message>
        <source>{line} (not now: {why})</source>
        <translation>{line} (pas maintenant : {why})</translation>
    </message>
    <message>
        <source>Pick a die to raise it to {top}.</source>
        <translation>Choisissez un dé pour le monter à {top}.</translation>
    </message>
    <message numerus="yes">
        <source>Raises {faces} (+{gain}); the pool keeps %n dice.</source>
        <translation>
            <numerusform>Monte {faces} (+{gain}) ; la réserve garde %n dé.</numerusform>
            <numerusform>Monte {faces} (+{gain}) ; la réserve garde %n dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick the dice to remove (this feature has no effect formula).</source>
        <translation>Choisissez les dés à retirer (cette capacité n&apos;a pas de formule d&apos;effet).</translation>
    </message>
    <message numerus="yes">
        <source>Removes %n dice ({faces}); no effect formula.</source>
        <translation>
            <numerusform>Retire %n dé ({faces}) ; pas de formule d&apos;effet.</numerusform>
            <numerusform>Retire %n dés ({faces}) ; pas de formule d&apos;effet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick dice to see what {feature} gives.</source>
        <translation>Choisissez des dés pour voir ce que donne {feature}.</translation>
    </message>
    <message>
        <source>{formula}: {error}</source>
        <translation>{formula} : {error}</translation>
    </message>
    <message>
        <source>{value} damage reduction</source>
        <translation>{value} de réduction de dégâts</translation>
    </message>
    <message>
        <source>{value} → {banked} damage reduction</source>
        <translation>{value} → {banked} de réduction de dégâts</translation>
    </message>
    <message>
        <source>{value}: no damage reduction</source>
        <translation>{value} : pas de réduction de dégâts</translation>
    </message>
    <message>
        <source>{damage} extra damage</source>
        <translation>{damage} dégâts supplémentaires</translation>
    </message>
    <message>
        <source>{formula} = {spread} extra damage (min / average / max)</source>
        <translation>{formula} = {spread} dégâts supplémentaires (min / moyenne / max)</translation>
    </message>
    <message>
        <source>{formula} = {spread} damage reduction (min / average / max)</source>
        <translation>{formula} = {spread} de réduction de dégâts (min / moyenne / max)</translation>
    </message>
    <message>
        <source>{formula} = {spread} (min / average / max)</source>
        <translation>{formula} = {spread} (min / moyenne / max)</translation>
    </message>
    <message>
        <source>after a safe rest</source>
        <translation>après un repos sûr</translation>
    </message>
    <message>
        <source>after a field rest</source>
        <translation>après un repos de terrain</translation>
    </message>
    <message>
        <source>when one of this character&apos;s attacks hits</source>
        <translation>quand l&apos;une des attaques de ce personnage touche</translation>
    </message>
    <message>
        <source>when one of this character&apos;s attacks is a critical hit</source>
        <translation>quand l&apos;une des attaques de ce personnage est un coup critique</translation>
    </message>
    <message>
        <source>when an encounter starts</source>
        <translation>quand une rencontre commence</translation>
    </message>
    <message>
        <source>when an encounter ends</source>
        <translation>quand une rencontre se termine</translation>
    </message>
    <message>
        <source>when this character gains a wound</source>
        <translation>quand ce personnage subit une blessure</translation>
    </message>
    <message>
        <source>at the start of this character&apos;s turn</source>
        <translation>au début du tour de ce personnage</translation>
    </message>
    <message>
        <source>at the end of this character&apos;s turn</source>
        <translation>à la fin du tour de ce personnage</translation>
    </message>
    <message>
        <source>when this character kills a foe</source>
        <translation>quand ce personnage élimine un ennemi</translation>
    </message>
    <message>
        <source>when this character drops to half HP or less</source>
        <translation>quand ce personnage tombe à la moitié de ses PV ou moins</translation>
    </message>
    <message>
        <source>when this character rolls initiative</source>
        <translation>quand ce personnage lance l&apos;initiative</translation>
    </message>
    <message>
        <source>when this character is attacked</source>
        <translation>quand ce personnage est attaqué</translation>
    </message>
    <message>
        <source>when this character takes a critical hit</source>
        <translation>quand ce personnage subit un coup critique</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Set to</source>
        <translation>Fixer à</translation>
    </message>
    <message>
        <source>Refill to max</source>
        <translation>Remplir au max</translation>
    </message>
    <message>
        <source>Set if empty</source>
        <translation>Fixer si vide</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>gain this many (up to the max)</source>
        <translation>gagner ce nombre (jusqu&apos;au max)</translation>
    </message>
    <message>
        <source>set to exactly this many (up to the max)</source>
        <translation>fixer exactement à ce nombre (jusqu&apos;au max)</translation>
    </message>
    <message>
        <source>fill to the max (value ignored)</source>
        <translation>remplir jusqu&apos;au max (valeur ignorée)</translation>
    </message>
    <message>
        <source>like set, but only when the pool is empty</source>
        <translation>comme fixer, mais seulement quand la réserve est vide</translation>
    </message>
    <message>
        <source>empty the pool (value ignored)</source>
        <translation>vider la réserve (valeur ignorée)</translation>
    </message>
    <message>
        <source>{formula} — {error}</source>
        <translation>{formula} — {error}</translation>
    </message>
    <message>
        <source>{formula} → {substituted} = {low} / {average} / {high} (min / average / max)</source>
        <translation>{formula} → {substituted} = {low} / {average} / {high} (min / moyenne / max)</translation>
    </message>
    <message>
        <source>refill to max</source>
        <translation>remplir au max</translation>
    </message>
    <message>
        <source>clear</source>
        <comment>empty a pool</comment>
        <translation>vider</translation>
    </message>
    <message>
        <source>{trigger}: {what}</source>
        <translation>{trigger} : {what}</translation>
    </message>
    <message>
        <source>{recovery} (only while {condition})</source>
        <translation>{recovery} (seulement tant que {condition})</translation>
    </message>
    <message>
        <source>{recovery} (invalid condition: {error})</source>
        <translation>{recovery} (condition invalide : {error})</translation>
    </message>
    <message>
        <source>{recovery} — from {item}</source>
        <translation>{recovery} — de {item}</translation>
    </message>
    <message>
        <source>{pool} is inactive: {why}</source>
        <translation>{pool} est inactive : {why}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{pool}, minimum face {face}</source>
        <translation>{pool}, face minimale {face}</translation>
    </message>
    <message>
        <source>death</source>
        <translation>la mort</translation>
    </message>
    <message>
        <source>a wound</source>
        <translation>une blessure</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>mourant</translation>
    </message>
    <message>
        <source>a rest</source>
        <translation>un repos</translation>
    </message>
    <message>
        <source>turn start</source>
        <translation>début de tour</translation>
    </message>
    <message>
        <source>turn end</source>
        <translation>fin de tour</translation>
    </message>
    <message>
        <source>encounter end</source>
        <translation>fin de rencontre</translation>
    </message>
    <message>
        <source>a critical hit taken</source>
        <translation>un coup critique subi</translation>
    </message>
    <message>
        <source>its toggle</source>
        <translation>son effet activable</translation>
    </message>
    <message>
        <source>Attack ({delivery}): {damage} damage</source>
        <translation>Attaque ({delivery}) : {damage} dégâts</translation>
    </message>
    <message>
        <source>Attack: {damage} damage</source>
        <translation>Attaque : {damage} dégâts</translation>
    </message>
    <message>
        <source>{rule} (when {condition})</source>
        <translation>{rule} (quand {condition})</translation>
    </message>
    <message>
        <source>{rule} (its condition is invalid)</source>
        <translation>{rule} (sa condition est invalide)</translation>
    </message>
    <message>
        <source>dice spent</source>
        <translation>dés dépensés</translation>
    </message>
    <message>
        <source>the dice&apos;s sum</source>
        <translation>la somme des dés</translation>
    </message>
    <message>
        <source>the pool&apos;s max</source>
        <translation>le max de la réserve</translation>
    </message>
    <message>
        <source>what the pool holds</source>
        <translation>ce que contient la réserve</translation>
    </message>
    <message>
        <source>{value} rounded down</source>
        <translation>{value} arrondi à l&apos;inférieur</translation>
    </message>
    <message>
        <source>{value} rounded up</source>
        <translation>{value} arrondi au supérieur</translation>
    </message>
    <message>
        <source>{value} rounded</source>
        <translation>{value} arrondi</translation>
    </message>
    <message>
        <source>the lowest of {values} and {last}</source>
        <translation>le plus bas de {values} et {last}</translation>
    </message>
    <message>
        <source>the highest of {values} and {last}</source>
        <translation>le plus haut de {values} et {last}</translation>
    </message>
    <message>
        <source>the {function} of {values} and {last}</source>
        <translation>le {function} de {values} et {last}</translation>
    </message>
    <message>
        <source>the lower of {values}</source>
        <translation>le plus bas de {values}</translation>
    </message>
    <message>
        <source>the higher of {values}</source>
        <translation>le plus haut de {values}</translation>
    </message>
    <message>
        <source>the {function} of {values}</source>
        <translation>le {function} de {values}</translation>
    </message>
    <message>
        <source> and </source>
        <comment>joins a list: a and b</comment>
        <translation> et </translation>
    </message>
    <message>
        <source>{amount} damage</source>
        <translation>{amount} dégâts</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <source>{damage} (critical)</source>
        <translation>{damage} (critique)</translation>
    </message>
    <message>
        <source>Attacked: {damage}{after}</source>
        <translation>Attaqué : {damage}{after}</translation>
    </message>
    <message>
        <source>a reaction</source>
        <translation>une réaction</translation>
    </message>
    <message>
        <source>Attacked: {damage}, {who} absorbed {amount}{after}</source>
        <translation>Attaqué : {damage}, {who} a absorbé {amount}{after}</translation>
    </message>
    <message>
        <source>Attacked: {damage}, with {who}{after}</source>
        <translation>Attaqué : {damage}, avec {who}{after}</translation>
    </message>
    <message>
        <source>{item}: pick {count}</source>
        <translation>{item} : en choisir {count}</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n stats to raise</source>
        <translation>
            <numerusform>Choisissez %n attribut à augmenter</numerusform>
            <numerusform>Choisissez %n attributs à augmenter</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the skill that gets this level&apos;s point</source>
        <translation>Choisissez la compétence qui reçoit le point de ce niveau</translation>
    </message>
    <message>
        <source>Choose {count} of {group}</source>
        <translation>Choisissez {count} parmi {group}</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n spells for {pick}</source>
        <translation>
            <numerusform>Choisissez %n sort pour {pick}</numerusform>
            <numerusform>Choisissez %n sorts pour {pick}</numerusform>
        </translation>
    </message>
    <message>
        <source>Level {before} → {after}</source>
        <translation>Niveau {before} → {after}</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>Initiative bonus</source>
        <translation>Bonus d&apos;initiative</translation>
    </message>
    <message>
        <source>Hit dice {before} → {after}</source>
        <translation>Dés de vie {before} → {after}</translation>
    </message>
    <message>
        <source>Mana {before} → {after}</source>
        <translation>Mana {before} → {after}</translation>
    </message>
    <message>
        <source>Adds {items}</source>
        <translation>Ajoute {items}</translation>
    </message>
    <message>
        <source>{pool} max {before} → {after}</source>
        <translation>{pool} max {before} → {after}</translation>
    </message>
    <message>
        <source>New pool: {pool}</source>
        <translation>Nouvelle réserve : {pool}</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Équilibré</translation>
    </message>
    <message>
        <source>Min-Max</source>
        <translation>Min-Max</translation>
    </message>
    <message numerus="yes">
        <source>{pick}: choose %n spells</source>
        <translation>
            <numerusform>{pick} : choisissez %n sort</numerusform>
            <numerusform>{pick} : choisissez %n sorts</numerusform>
        </translation>
    </message>
    <message>
        <source>{pick}: {spell} is not one of the spells it offers</source>
        <translation>{pick} : {spell} ne fait pas partie des sorts proposés</translation>
    </message>
    <message>
        <source>{rule} is no Grant Spells rule that picks spells at creation</source>
        <translation>{rule} n&apos;est pas une règle Accorder des sorts qui choisit des sorts à la création</translation>
    </message>
    <message>
        <source>the character needs a name</source>
        <translation>le personnage a besoin d&apos;un nom</translation>
    </message>
    <message>
        <source>no value for {stats}</source>
        <translation>aucune valeur pour {stats}</translation>
    </message>
    <message>
        <source>{item} is no class</source>
        <translation>{item} n&apos;est pas une classe</translation>
    </message>
    <message>
        <source>that item</source>
        <translation>cet objet</translation>
    </message>
    <message>
        <source>walk</source>
        <translation>marche</translation>
    </message>
    <message>
        <source>fly</source>
        <translation>vol</translation>
    </message>
    <message>
        <source>climb</source>
        <translation>escalade</translation>
    </message>
    <message>
        <source>swim</source>
        <translation>nage</translation>
    </message>
    <message>
        <source>burrow</source>
        <translation>creusement</translation>
    </message>
    <message>
        <source>advantage {count}</source>
        <translation>avantage {count}</translation>
    </message>
    <message>
        <source>disadvantage {count}</source>
        <translation>désavantage {count}</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>avantage</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <translation>désavantage</translation>
    </message>
    <message>
        <source>Adv</source>
        <comment>short for advantage</comment>
        <translation>Av.</translation>
    </message>
    <message>
        <source>Dis</source>
        <comment>short for disadvantage</comment>
        <translation>Désav.</translation>
    </message>
    <message>
        <source>{roll}: d20 {mod} ({stat}, {mode} by default). Enter or a click rolls; Shift+Enter asks first.</source>
        <translation>{roll} : d20 {mod} ({stat}, {mode} par défaut). Enter ou un clic lance le jet ; Shift+Enter demande d&apos;abord.</translation>
    </message>
    <message>
        <source>{roll}: d20 {mod} ({stat}). Enter or a click rolls; Shift+Enter asks first.</source>
        <translation>{roll} : d20 {mod} ({stat}). Enter ou un clic lance le jet ; Shift+Enter demande d&apos;abord.</translation>
    </message>
    <message>
        <source>no advantage or disadvantage</source>
        <translation>ni avantage ni désavantage</translation>
    </message>
    <message>
        <source>Net: {mode} (clamped to −9..9): {dice}{plus}</source>
        <translation>Net : {mode} (ramené à −9..9) : {dice}{plus}</translation>
    </message>
    <message>
        <source>Net: {mode}: {dice}{plus}</source>
        <translation>Net : {mode} : {dice}{plus}</translation>
    </message>
    <message>
        <source>{dice}, the higher counts</source>
        <translation>{dice}, le plus haut compte</translation>
    </message>
    <message>
        <source>{dice}, the lower counts</source>
        <translation>{dice}, le plus bas compte</translation>
    </message>
    <message>
        <source>chosen</source>
        <comment>a roll mode the player chose</comment>
        <translation>choisi</translation>
    </message>
    <message>
        <source>the primary die ({die})</source>
        <translation>le dé principal ({die})</translation>
    </message>
    <message>
        <source>the primary die</source>
        <translation>le dé principal</translation>
    </message>
    <message>
        <source>{die} once</source>
        <translation>{die} une fois</translation>
    </message>
    <message>
        <source>{die} {count} times, the higher counts</source>
        <translation>{die} {count} fois, le plus haut compte</translation>
    </message>
    <message>
        <source>{die} {count} times, the lower counts</source>
        <translation>{die} {count} fois, le plus bas compte</translation>
    </message>
    <message>
        <source>{roll}: roll 1d20 ({mod}).</source>
        <translation>{roll} : lancez 1d20 ({mod}).</translation>
    </message>
    <message>
        <source>{roll}, {mode} ({sources}): roll {dice}.</source>
        <translation>{roll}, {mode} ({sources}) : lancez {dice}.</translation>
    </message>
    <message>
        <source>{mode} ({sources}): the first {count} dice are the primary die rolled {count} times; the higher counts.</source>
        <translation>{mode} ({sources}) : les {count} premiers dés sont le dé principal lancé {count} fois ; le plus haut compte.</translation>
    </message>
    <message>
        <source>{mode} ({sources}): the first {count} dice are the primary die rolled {count} times; the lower counts.</source>
        <translation>{mode} ({sources}) : les {count} premiers dés sont le dé principal lancé {count} fois ; le plus bas compte.</translation>
    </message>
    <message>
        <source>is</source>
        <translation>est</translation>
    </message>
    <message>
        <source>is one of</source>
        <translation>est l&apos;un de</translation>
    </message>
    <message>
        <source>is at least</source>
        <translation>vaut au moins</translation>
    </message>
    <message>
        <source>is at most</source>
        <translation>vaut au plus</translation>
    </message>
    <message>
        <source>is exactly</source>
        <translation>vaut exactement</translation>
    </message>
    <message>
        <source>is between</source>
        <translation>est entre</translation>
    </message>
    <message>
        <source>the character has the tag key:value</source>
        <translation>le personnage a l&apos;étiquette clé:valeur</translation>
    </message>
    <message>
        <source>the character has key:X for one of the listed values (comma-separated)</source>
        <translation>le personnage a clé:X pour l&apos;une des valeurs listées (séparées par des virgules)</translation>
    </message>
    <message>
        <source>every value of this key is at least this number</source>
        <translation>chaque valeur de cette clé vaut au moins ce nombre</translation>
    </message>
    <message>
        <source>every value of this key is at most this number</source>
        <translation>chaque valeur de cette clé vaut au plus ce nombre</translation>
    </message>
    <message>
        <source>every value of this key equals this number</source>
        <translation>chaque valeur de cette clé est égale à ce nombre</translation>
    </message>
    <message>
        <source>every value of this key is within min and max (inclusive)</source>
        <translation>chaque valeur de cette clé est comprise entre min et max (inclus)</translation>
    </message>
    <message>
        <source>this character</source>
        <translation>ce personnage</translation>
    </message>
    <message>
        <source>{who} is not {state}</source>
        <translation>{who} n&apos;est pas {state}</translation>
    </message>
    <message>
        <source>{condition} does not hold ({key} is {value})</source>
        <translation>{condition} n&apos;est pas remplie ({key} vaut {value})</translation>
    </message>
    <message>
        <source>{condition} does not hold</source>
        <translation>{condition} n&apos;est pas remplie</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <source>Subclass</source>
        <translation>Sous-classe</translation>
    </message>
    <message>
        <source>Ancestry</source>
        <translation>Ascendance</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <source>Spells</source>
        <translation>Sorts</translation>
    </message>
    <message>
        <source>Boons</source>
        <translation>Bienfaits</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Pools without a rule</source>
        <translation>Réserves sans règle</translation>
    </message>
    <message>
        <source>{pool}: {count} of {most}, faces {faces}</source>
        <translation>{pool} : {count} sur {most}, faces {faces}</translation>
    </message>
    <message>
        <source>{pool}: {count} of {most}</source>
        <translation>{pool} : {count} sur {most}</translation>
    </message>
    <message>
        <source>{pool} (inactive: {why})</source>
        <translation>{pool} (inactive : {why})</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>corps à corps</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>à distance</translation>
    </message>
    <message>
        <source>equipped</source>
        <translation>équipé</translation>
    </message>
    <message>
        <source>not equipped</source>
        <translation>non équipé</translation>
    </message>
    <message>
        <source>cannot be cast now: {why}</source>
        <translation>ne peut pas être lancé maintenant : {why}</translation>
    </message>
    <message>
        <source>cannot be used now: {why}</source>
        <translation>ne peut pas être utilisé maintenant : {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>{bonus} to its max from level-up (right-click to change)</source>
        <translation>{bonus} à son max grâce à la montée de niveau (clic droit pour modifier)</translation>
    </message>
    <message>
        <source>No recovery configured</source>
        <translation>Aucune récupération configurée</translation>
    </message>
    <message>
        <source>Saved pools no rule defines</source>
        <translation>Réserves enregistrées qu&apos;aucune règle ne définit</translation>
    </message>
    <message>
        <source>kept until you clean them up</source>
        <translation>conservées jusqu&apos;à ce que vous les nettoyiez</translation>
    </message>
    <message>
        <source>tier {tier} is above your highest unlocked spell tier ({highest}); it casts with a warning</source>
        <translation>le rang {tier} est au-dessus de votre plus haut rang de sort débloqué ({highest}) ; il est lancé avec un avertissement</translation>
    </message>
    <message>
        <source>none: not a caster</source>
        <translation>aucun : pas un lanceur de sorts</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>inactive: {why}</source>
        <translation>inactive : {why}</translation>
    </message>
    <message>
        <source>{bonus} from level-up</source>
        <translation>{bonus} grâce à la montée de niveau</translation>
    </message>
    <message>
        <source>All armor</source>
        <translation>Toutes les armures</translation>
    </message>
    <message>
        <source>every armor</source>
        <translation>toutes les armures</translation>
    </message>
    <message>
        <source>All languages</source>
        <translation>Toutes les langues</translation>
    </message>
    <message>
        <source>every language</source>
        <translation>toutes les langues</translation>
    </message>
    <message>
        <source>lets Unarmed Strike crit (character.md §11.3)</source>
        <translation>permet à la Frappe à main nue de faire un critique (character.md §11.3)</translation>
    </message>
    <message>
        <source>{item} needs it to crit</source>
        <translation>{item} en a besoin pour faire un critique</translation>
    </message>
    <message>
        <source>the character has it already</source>
        <translation>le personnage l&apos;a déjà</translation>
    </message>
    <message>
        <source>granted by {item}</source>
        <translation>accordé par {item}</translation>
    </message>
    <message>
        <source>Then: {changes}</source>
        <translation>Ensuite : {changes}</translation>
    </message>
    <message>
        <source>it is switched off</source>
        <translation>elle est désactivée</translation>
    </message>
    <message>
        <source>it does not apply now</source>
        <translation>elle ne s&apos;applique pas maintenant</translation>
    </message>
    <message>
        <source>If it applied (now {why}):</source>
        <translation>Si elle s&apos;appliquait (pour l&apos;instant {why}) :</translation>
    </message>
    <message>
        <source>On {character}:</source>
        <translation>Sur {character} :</translation>
    </message>
    <message>
        <source>no change now</source>
        <translation>aucun changement pour l&apos;instant</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Max HP</source>
        <translation>PV max</translation>
    </message>
    <message>
        <source>Max wounds</source>
        <translation>Blessures max</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Actions while Dying</source>
        <translation>Actions en étant Mourant</translation>
    </message>
    <message>
        <source>Walk speed</source>
        <translation>Vitesse de marche</translation>
    </message>
    <message>
        <source>Fly speed</source>
        <translation>Vitesse de vol</translation>
    </message>
    <message>
        <source>Climb speed</source>
        <translation>Vitesse d&apos;escalade</translation>
    </message>
    <message>
        <source>Swim speed</source>
        <translation>Vitesse de nage</translation>
    </message>
    <message>
        <source>Burrow speed</source>
        <translation>Vitesse de creusement</translation>
    </message>
    <message>
        <source>{stat} save</source>
        <translation>Sauvegarde de {stat}</translation>
    </message>
    <message>
        <source>{skill} checks</source>
        <translation>Tests de {skill}</translation>
    </message>
    <message>
        <source>{stat} saves</source>
        <translation>Sauvegardes de {stat}</translation>
    </message>
    <message>
        <source>{mode} speed</source>
        <translation>Vitesse {mode}</translation>
    </message>
    <message>
        <source>{kind} + {gained} (now {all})</source>
        <translation>{kind} + {gained} (maintenant {all})</translation>
    </message>
    <message>
        <source>{kind} + {gained}</source>
        <translation>{kind} + {gained}</translation>
    </message>
    <message>
        <source>{kind}: {known} known already (no change)</source>
        <translation>{kind} : {known} déjà acquis (aucun changement)</translation>
    </message>
    <message>
        <source>Unarmed Strike {before} → {after}</source>
        <translation>Frappe à main nue {before} → {after}</translation>
    </message>
    <message>
        <source>{attack}: {damage} + {bonus} on a hit</source>
        <translation>{attack} : {damage} + {bonus} sur un coup qui touche</translation>
    </message>
    <message>
        <source>advantage +{count}</source>
        <translation>avantage +{count}</translation>
    </message>
    <message>
        <source>+{bonus} damage</source>
        <translation>+{bonus} dégâts</translation>
    </message>
    <message>
        <source>{attacks}: the player may pick {choices}</source>
        <translation>{attacks} : le joueur peut choisir {choices}</translation>
    </message>
    <message>
        <source>A {damage}-damage hit ({kind})</source>
        <translation>Un coup de {damage} dégâts ({kind})</translation>
    </message>
    <message>
        <source>A {damage}-damage hit</source>
        <translation>Un coup de {damage} dégâts</translation>
    </message>
    <message>
        <source>{hit}: {error}</source>
        <translation>{hit} : {error}</translation>
    </message>
    <message>
        <source>{hit}: {before} → {after} taken</source>
        <translation>{hit} : {before} → {after} subis</translation>
    </message>
    <message>
        <source>The attack misses</source>
        <translation>L&apos;attaque rate</translation>
    </message>
    <message>
        <source>{effect} (when the player says it applies)</source>
        <translation>{effect} (quand le joueur indique qu&apos;il s&apos;applique)</translation>
    </message>
    <message>
        <source>Potion healing {before} → {after}</source>
        <translation>Soins de potion {before} → {after}</translation>
    </message>
    <message>
        <source>Each hit die in a field rest: {before} → {after} (when the player confirms: {condition})</source>
        <translation>Chaque dé de vie lors d&apos;un repos de terrain : {before} → {after} (quand le joueur confirme : {condition})</translation>
    </message>
    <message>
        <source>Each hit die in a field rest: {before} → {after}</source>
        <translation>Chaque dé de vie lors d&apos;un repos de terrain : {before} → {after}</translation>
    </message>
    <message>
        <source>1 die</source>
        <translation>1 dé</translation>
    </message>
    <message>
        <source>best of {count}</source>
        <translation>le meilleur de {count}</translation>
    </message>
    <message>
        <source>Hit dice in a field rest: rolled → their top face ({sizes})</source>
        <translation>Dés de vie lors d&apos;un repos de terrain : lancés → leur face maximale ({sizes})</translation>
    </message>
    <message>
        <source>character scope</source>
        <translation>portée personnage</translation>
    </message>
    <message>
        <source>item scope</source>
        <translation>portée objet</translation>
    </message>
    <message>
        <source>charge pool</source>
        <translation>réserve de charges</translation>
    </message>
    <message>
        <source>dice pool</source>
        <translation>réserve de dés</translation>
    </message>
    <message>
        <source>{kind} pool</source>
        <translation>réserve de {kind}</translation>
    </message>
    <message>
        <source>used from here</source>
        <translation>utilisée d&apos;ici</translation>
    </message>
    <message numerus="yes">
        <source>%n actions</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message>
        <source>Option {number}</source>
        <translation>Option {number}</translation>
    </message>
    <message>
        <source>no upcast effect for {count} more mana</source>
        <translation>aucun effet d&apos;amplification pour {count} mana de plus</translation>
    </message>
    <message>
        <source>{effects} for {count} more mana (damage {damage})</source>
        <translation>{effects} pour {count} mana de plus (dégâts {damage})</translation>
    </message>
    <message>
        <source>{effects} for {count} more mana</source>
        <translation>{effects} pour {count} mana de plus</translation>
    </message>
    <message>
        <source>Concentration: you hold it until you stop or a critical hit breaks it</source>
        <translation>Concentration : vous le maintenez jusqu&apos;à ce que vous arrêtiez ou qu&apos;un coup critique le rompe</translation>
    </message>
    <message>
        <source>Concentration: ends your concentration on {spell}</source>
        <translation>Concentration : met fin à votre concentration sur {spell}</translation>
    </message>
    <message>
        <source>You cannot see. Your attacks have disadvantage; attacks against you have advantage.</source>
        <translation>Vous ne voyez pas. Vos attaques ont le désavantage ; les attaques contre vous ont l&apos;avantage.</translation>
    </message>
    <message>
        <source>Charged with energy (a tag your features may test).</source>
        <translation>Chargé d&apos;énergie (une étiquette que vos capacités peuvent tester).</translation>
    </message>
    <message>
        <source>You cannot attack the one who charmed you (a tag: the GM rules it).</source>
        <translation>Vous ne pouvez pas attaquer celui qui vous a charmé (une étiquette : le MJ tranche).</translation>
    </message>
    <message>
        <source>You hold a spell. One at a time; a critical hit against you asks for a DC 10 Strength save, and failing it ends the spell. Dying ends it too.</source>
        <translation>Vous maintenez un sort. Un seul à la fois ; un coup critique contre vous demande une sauvegarde de Force DD 10, et l&apos;échouer met fin au sort. Être Mourant y met fin aussi.</translation>
    </message>
    <message>
        <source>You act erratically (a tag: the GM rules it).</source>
        <translation>Vous agissez de façon erratique (une étiquette : le MJ tranche).</translation>
    </message>
    <message>
        <source>You lose 1 action when it is applied in an encounter; you are Hampered.</source>
        <translation>Vous perdez 1 action quand elle est appliquée pendant une rencontre ; vous êtes Entravé.</translation>
    </message>
    <message>
        <source>No actions; items cannot be used and spells cannot be cast.</source>
        <translation>Aucune action ; les objets ne peuvent pas être utilisés et les sorts ne peuvent pas être lancés.</translation>
    </message>
    <message>
        <source>Your attacks have disadvantage; it ends after your next attack or with the encounter.</source>
        <translation>Vos attaques ont le désavantage ; cela prend fin après votre prochaine attaque ou avec la rencontre.</translation>
    </message>
    <message>
        <source>Your attention is elsewhere (a tag your features may test).</source>
        <translation>Votre attention est ailleurs (une étiquette que vos capacités peuvent tester).</translation>
    </message>
    <message>
        <source>At 0 HP. A hit adds 2 wounds (3 on a critical); you have at most your Dying action limit of actions; attacking or casting asks for a DC 10 Strength save. Healing above 0 ends it.</source>
        <translation>À 0 PV. Un coup ajoute 2 blessures (3 sur un critique) ; vous avez au plus votre limite d&apos;actions en étant Mourant ; attaquer ou lancer un sort demande une sauvegarde de Force DD 10. Des soins au-dessus de 0 y mettent fin.</translation>
    </message>
    <message>
        <source>Every d20 check, save, initiative and attack you make has disadvantage, unless the roll says Frightened does not apply.</source>
        <translation>Chaque test d20, sauvegarde, initiative et attaque que vous faites a le désavantage, sauf si le jet indique qu&apos;Effrayé ne s&apos;applique pas.</translation>
    </message>
    <message>
        <source>Your speed is 0 and attacks against you have advantage; you are Hampered (and Restrained).</source>
        <translation>Votre vitesse est de 0 et les attaques contre vous ont l&apos;avantage ; vous êtes Entravé (et Restreint).</translation>
    </message>
    <message>
        <source>Hampered by another condition, or set by hand; it has no effect of its own.</source>
        <translation>Entravé par une autre condition, ou activé à la main ; cela n&apos;a aucun effet propre.</translation>
    </message>
    <message>
        <source>No actions: the refill gives none and reactions are refused; attacks against you have advantage and a melee hit on you is a critical.</source>
        <translation>Aucune action : la recharge n&apos;en donne aucune et les réactions sont refusées ; les attaques contre vous ont l&apos;avantage et un coup de mêlée sur vous est un critique.</translation>
    </message>
    <message>
        <source>Your attacks have advantage; attacks against you have disadvantage.</source>
        <translation>Vos attaques ont l&apos;avantage ; les attaques contre vous ont le désavantage.</translation>
    </message>
    <message>
        <source>Fighting on at the brink (a tag your features may test).</source>
        <translation>Vous combattez au bord du gouffre (une étiquette que vos capacités peuvent tester).</translation>
    </message>
    <message>
        <source>Marked by an enemy or an ally (a tag your features may test).</source>
        <translation>Marqué par un ennemi ou un allié (une étiquette que vos capacités peuvent tester).</translation>
    </message>
    <message>
        <source>You cannot move or act: Incapacitated.</source>
        <translation>Vous ne pouvez ni bouger ni agir : Incapacité.</translation>
    </message>
    <message>
        <source>Turned to stone: Incapacitated.</source>
        <translation>Changé en pierre : Incapacité.</translation>
    </message>
    <message>
        <source>Every d20 check, save, initiative and attack you make has disadvantage.</source>
        <translation>Chaque test d20, sauvegarde, initiative et attaque que vous faites a le désavantage.</translation>
    </message>
    <message>
        <source>Your attacks have disadvantage; melee attacks against you have advantage, ranged ones disadvantage; you are Hampered.</source>
        <translation>Vos attaques ont le désavantage ; les attaques de mêlée contre vous ont l&apos;avantage, celles à distance le désavantage ; vous êtes Entravé.</translation>
    </message>
    <message>
        <source>Your speed is 0 and attacks against you have advantage; you are Hampered (and Grappled).</source>
        <translation>Votre vitesse est de 0 et les attaques contre vous ont l&apos;avantage ; vous êtes Entravé (et Agrippé).</translation>
    </message>
    <message>
        <source>Mounted (a tag your features may test).</source>
        <translation>Monté (une étiquette que vos capacités peuvent tester).</translation>
    </message>
    <message>
        <source>You cannot cast spells.</source>
        <translation>Vous ne pouvez pas lancer de sorts.</translation>
    </message>
    <message>
        <source>Your speed is halved until the end of your next turn; you are Hampered.</source>
        <translation>Votre vitesse est réduite de moitié jusqu&apos;à la fin de votre prochain tour ; vous êtes Entravé.</translation>
    </message>
    <message>
        <source>Burning (a tag: the GM rules the damage).</source>
        <translation>En feu (une étiquette : le MJ détermine les dégâts).</translation>
    </message>
    <message>
        <source>You cannot act: Incapacitated.</source>
        <translation>Vous ne pouvez pas agir : Incapacité.</translation>
    </message>
    <message>
        <source>Your attacks have disadvantage, unless the roll says Taunted does not apply.</source>
        <translation>Vos attaques ont le désavantage, sauf si le jet indique que Provoqué ne s&apos;applique pas.</translation>
    </message>
    <message>
        <source>Out cold: Incapacitated.</source>
        <translation>Assommé : Incapacité.</translation>
    </message>
    <message>
        <source>ends after your next attack</source>
        <translation>se termine après votre prochaine attaque</translation>
    </message>
    <message>
        <source>ends after {count} more of your attacks</source>
        <translation>se termine après {count} attaques de plus de votre part</translation>
    </message>
    <message>
        <source>ends at the end of this turn</source>
        <translation>se termine à la fin de ce tour</translation>
    </message>
    <message>
        <source>ends after your next turn</source>
        <translation>se termine après votre prochain tour</translation>
    </message>
    <message>
        <source>ends after {count} more of your turns</source>
        <translation>se termine après {count} tours de plus de votre part</translation>
    </message>
    <message>
        <source>Concentrating on {spell}</source>
        <translation>Concentré sur {spell}</translation>
    </message>
    <message>
        <source>another condition</source>
        <translation>une autre condition</translation>
    </message>
    <message>
        <source>It goes when {causes} ends; it cannot be removed on its own.</source>
        <translation>Elle disparaît quand {causes} prend fin ; elle ne peut pas être retirée seule.</translation>
    </message>
    <message>
        <source>It goes when {causes} end; it cannot be removed on its own.</source>
        <translation>Elle disparaît quand {causes} prennent fin ; elle ne peut pas être retirée seule.</translation>
    </message>
    <message>
        <source>{condition} (from {causes}): {description}</source>
        <translation>{condition} (à cause de {causes}) : {description}</translation>
    </message>
    <message>
        <source>on {spell}</source>
        <translation>sur {spell}</translation>
    </message>
    <message>
        <source>{condition}: {description}</source>
        <translation>{condition} : {description}</translation>
    </message>
    <message>
        <source>Click × (or press Delete) to remove it.</source>
        <translation>Cliquez sur × (ou appuyez sur Delete) pour la retirer.</translation>
    </message>
    <message>
        <source>immune ({sources})</source>
        <translation>immunisé ({sources})</translation>
    </message>
    <message>
        <source>of your turns: it ends at the end of your turn, that many times from now</source>
        <translation>de vos tours : elle se termine à la fin de votre tour, autant de fois à partir de maintenant</translation>
    </message>
    <message>
        <source>rounds: one of your turns each, so it ends at the end of your turn that many times from now</source>
        <translation>rounds : un de vos tours chacun, elle se termine donc à la fin de votre tour autant de fois à partir de maintenant</translation>
    </message>
    <message>
        <source>of your attacks: it ends after that many of your own attacks</source>
        <translation>de vos attaques : elle se termine après autant de vos propres attaques</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rounds</translation>
    </message>
    <message>
        <source>until removed</source>
        <translation>jusqu&apos;à son retrait</translation>
    </message>
    <message>
        <source>Slowed and Despair: their own length</source>
        <translation>Ralenti et Désespoir : leur propre durée</translation>
    </message>
    <message>
        <source>Actions: {most} a turn, tracked only in an encounter (Play ▸ Start encounter)</source>
        <translation>Actions : {most} par tour, suivies seulement pendant une rencontre (Jeu ▸ Commencer une rencontre)</translation>
    </message>
    <message>
        <source>Actions: {current} of {most} left, +{extra} extra (spent first)</source>
        <translation>Actions : {current} sur {most} restantes, +{extra} supplémentaires (dépensées en premier)</translation>
    </message>
    <message>
        <source>Actions: {current} of {most} left</source>
        <translation>Actions : {current} sur {most} restantes</translation>
    </message>
    <message>
        <source>{actions}; next turn {delta}</source>
        <translation>{actions} ; prochain tour {delta}</translation>
    </message>
    <message>
        <source>They refill at the end of your turn. Click a pip or press Space to spend one action.</source>
        <translation>Elles se rechargent à la fin de votre tour. Cliquez sur un point ou appuyez sur Space pour dépenser une action.</translation>
    </message>
    <message>
        <source>reduce an attack&apos;s damage by your Armor (opens Attacked… with Defend ticked)</source>
        <translation>réduire les dégâts d&apos;une attaque de votre Armure (ouvre Attaqué… avec Défendre coché)</translation>
    </message>
    <message>
        <source>step in front of an ally&apos;s attack</source>
        <translation>s&apos;interposer devant l&apos;attaque visant un allié</translation>
    </message>
    <message>
        <source>strike a foe leaving your reach</source>
        <translation>frapper un ennemi qui quitte votre allonge</translation>
    </message>
    <message>
        <source>give an ally&apos;s roll advantage</source>
        <translation>donner l&apos;avantage au jet d&apos;un allié</translation>
    </message>
    <message>
        <source>{reaction}: {help}; once a round, not on your turn.</source>
        <translation>{reaction} : {help} ; une fois par round, pas pendant votre tour.</translation>
    </message>
    <message>
        <source>Not now: {why}</source>
        <translation>Pas maintenant : {why}</translation>
    </message>
    <message>
        <source>{cost}{changed} ({left})</source>
        <translation>{cost}{changed} ({left})</translation>
    </message>
    <message>
        <source>Costs {cost}</source>
        <translation>Coûte {cost}</translation>
    </message>
    <message>
        <source>defended</source>
        <translation>défendu</translation>
    </message>
    <message>
        <source>concentration save passed</source>
        <translation>sauvegarde de concentration réussie</translation>
    </message>
    <message>
        <source>concentration save failed</source>
        <translation>sauvegarde de concentration ratée</translation>
    </message>
    <message>
        <source>reduces the damage by Armor {armor}</source>
        <translation>réduit les dégâts de l&apos;Armure {armor}</translation>
    </message>
    <message>
        <source>a spell</source>
        <translation>un sort</translation>
    </message>
    <message>
        <source>Concentrating on {spell}: a critical hit asks for a DC 10 Strength save; failing it ends {spell}.</source>
        <translation>Concentré sur {spell} : un coup critique demande une sauvegarde de Force DD 10 ; l&apos;échouer met fin à {spell}.</translation>
    </message>
</context>
</TS>
