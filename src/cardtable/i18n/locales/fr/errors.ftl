# errors : ce qu’on dit à une personne quand le serveur refuse un message

errors-server-bad_json = Le message n’a pas pu être lu.
errors-server-too_large = Le message est trop long.
errors-server-invalid = La table ne comprend pas ce message.
errors-server-unknown_type = La table ne comprend pas ce message.
errors-server-hello_first = La connexion n’est pas encore prête ; réessayez.
errors-server-bad_token = Ce lien ou cette place n’est plus à vous : rejoignez la table à nouveau.
errors-server-not_seated = Les spectateurs ne jouent pas ; prenez une place pour jouer.
errors-server-not_host = Seul l’hôte de la table peut faire cela.
errors-server-not_playing = Aucune partie n’est en cours à cette table.
errors-server-stale = Quelqu’un a joué avant vous : regardez la table et rejouez.
errors-server-illegal = Ce coup n’est pas permis maintenant.
errors-server-rate_limited = Trop de messages d’un coup : ralentissez un peu.
errors-server-storage = Le coup n’a pas pu être enregistré ; rien n’a changé. Réessayez.
errors-server-no_table = Aucune table n’a ce code.
errors-server-table_full = Cette table (ou cette place) a toutes les connexions qu’elle accepte.

errors-illegal-not_legal_now = ce n’est pas un de vos coups permis maintenant
errors-illegal-match_over = la partie est terminée
errors-illegal-say_who = plusieurs joueurs peuvent agir maintenant ({ $seats }) ; dites lequel
errors-illegal-not_your_turn = ce n’est pas au tour du joueur { $seat } ({ $count ->
    [0] personne ne doit jouer
   *[other] au joueur { $actors } de jouer
})
errors-illegal-foreign_action = { $action } de code { $code } n’est pas une action de { $game } ; passez une Action de legal_actions() ou le texte de l’action
errors-illegal-not_an_action = une action est une Action de legal_actions() ou son texte, pas { $type } { $value }
errors-illegal-not_text = le texte d’une action est un str, pas { $type }
errors-illegal-too_long = le texte d’une action fait au plus { $limit } caractères, pas { $length }
errors-illegal-not_a_seat = { $who } n’est pas une place à cette table ; les places vont de 0 à { $last }
errors-options-flag = { $option } doit valoir on (activé) ou off (désactivé)
errors-options-range = { $option } doit être un nombre entier de { $low } à { $high }
errors-options-choice = { $option } doit être l’une des valeurs { $values }
errors-options-preset = les préréglages sont : { $presets }
errors-options-no_presets = ce jeu n’a pas de préréglage
errors-options-unknown = il n’y a pas d’option { $option } ; les options sont : { $known }
errors-options-alias_clash = { $option } est un autre nom de { $real }, déjà donné comme { $given }={ $value } ; donnez une seule valeur
errors-options-seed = une graine (seed) est un nombre entier de -2**63 à 2**64-1
errors-refused = « { $tried_code } » n’est pas permis : { $why }.
errors-refused-legal = Permis maintenant : { $legal }
errors-bad_option = L’option { $option } = { $value } n’est pas acceptée : { $why }.
errors-unknown_game = aucun jeu ne s’appelle { $name_code } ; les jeux sont : { $games_code }
