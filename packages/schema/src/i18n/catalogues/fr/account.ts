import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'account.title': 'Paramètres du compte',

  'account.profile.title': 'Profil',
  'account.profile.description': 'Votre nom et l’adresse e-mail avec laquelle vous vous connectez.',
  'account.profile.currentPassword': 'Mot de passe actuel',
  'account.profile.emailChangeHint': 'Pour changer d’adresse e-mail, saisissez votre mot de passe actuel.',
  'account.profile.save': 'Enregistrer le profil',

  'account.email.verified': 'Vérifiée',
  'account.email.notVerified': 'Non vérifiée',
  'account.email.resend': 'Renvoyer',
  'account.email.sending': 'Envoi…',

  'account.password.description':
    'Changer de mot de passe vous déconnecte partout ailleurs ; votre session reste ouverte ici.',
  'account.password.change': 'Changer le mot de passe',
  'account.password.changing': 'Modification…',
  'account.password.new': 'Nouveau mot de passe',
  'account.password.rule': 'Au moins {min} caractères.',
  'account.password.confirm': 'Confirmer le nouveau mot de passe',

  'account.twoFactor.description':
    'La connexion demande aussi un code d’une application d’authentification : votre mot de passe seul ne suffit plus.',
  'account.twoFactor.on': 'Activée',
  'account.twoFactor.turnOff': 'Désactiver',
  'account.twoFactor.turnOnFull': 'Activer la connexion à deux facteurs',
  'account.twoFactor.turnOffFull': 'Désactiver la connexion à deux facteurs',
  'account.twoFactor.setUp': 'Configurer la connexion à deux facteurs',
  'account.twoFactor.scan': '1. Scannez ce code QR avec votre application d’authentification.',
  'account.twoFactor.qrLabel': 'Code QR pour votre application d’authentification',
  'account.twoFactor.typeKey': 'Ou saisissez cette clé dans l’application : <code>{secret}</code>',
  'account.twoFactor.code': 'Code d’authentification',
  'account.twoFactor.enterCode': '2. Saisissez le code à 6 chiffres affiché par l’application.',
  'account.twoFactor.turnOn': 'Activer',
  'account.twoFactor.turningOn': 'Activation…',
  'account.twoFactor.turningOff': 'Désactivation…',
  'account.twoFactor.disableHint': 'Un code de votre application d’authentification, ou un code de récupération.',
  'account.twoFactor.disableHintPassword':
    'Un code de votre application d’authentification, ou un code de récupération. Ou laissez ce champ vide et saisissez votre mot de passe.',

  'account.recovery.title': 'Vos codes de récupération',
  'account.recovery.keep':
    'Conservez-les en lieu sûr. Chacun permet de vous connecter une fois si vous perdez votre application d’authentification. Ils ne sont affichés que maintenant.',
  'account.recovery.label': 'Codes de récupération',
  'account.recovery.copy': 'Copier',
  'account.recovery.download': 'Télécharger le .txt',

  'account.passkeys.title': 'Clés d’accès',
  'account.passkeys.description':
    'Connectez-vous avec l’empreinte digitale, le visage ou le code PIN de votre appareil, ou avec votre gestionnaire de mots de passe, au lieu d’un mot de passe.',
  'account.passkeys.none': 'Aucune clé d’accès pour l’instant.',
  'account.passkeys.list': 'Vos clés d’accès',
  'account.passkeys.addedUsed': 'Ajoutée {added} · dernière utilisation {used}',
  'account.passkeys.addedNeverUsed': 'Ajoutée {added} · jamais utilisée',
  'account.passkeys.add': 'Ajouter une clé d’accès',
  'account.passkeys.adding': 'En attente de votre appareil…',
  'account.passkeys.removeTitle': 'Supprimer « {name} » ?',
  'account.passkeys.removeText':
    'Vous ne pourrez plus vous connecter avec cette clé d’accès. L’appareil ou le gestionnaire de mots de passe peut encore l’afficher : supprimez-la là aussi.',
  'account.passkeys.remove': 'Supprimer la clé d’accès',
  'account.passkeys.renameTitle': 'Renommer la clé d’accès',
  'account.passkeys.renameText': 'Un nom qui vous indique quel appareil ou gestionnaire de mots de passe la contient.',
  'account.passkeys.name': 'Nom',
  'account.passkeys.saveName': 'Enregistrer le nom',

  'account.sessions.title': 'Sessions actives',
  'account.sessions.description':
    'Les appareils et navigateurs connectés à votre compte. Déconnectez ceux que vous ne reconnaissez pas.',
  'account.sessions.thisDevice': 'Cet appareil',
  'account.sessions.lastSeen': 'Dernière activité {time}',
  'account.sessions.signOut': 'Déconnecter',
  'account.sessions.signOutOthers': 'Déconnecter toutes les autres sessions',
  'account.device.browserOnSystem': '{browser} sur {system}',
  'account.device.browser': 'Un navigateur sur {system}',
  'account.device.unknown': 'Appareil inconnu',

  'account.google.description': 'Connectez-vous aussi avec votre compte Google.',
  'account.google.connected': 'Associé',
  'account.google.canSignIn': 'Vous pouvez vous connecter avec Google.',
  'account.google.notConnected': 'Non associé.',
  'account.google.passwordHint': 'Confirmez votre identité avec votre mot de passe actuel.',
  'account.google.connect': 'Associer Google',
  'account.google.connecting': 'Association…',
  'account.google.disconnect': 'Dissocier Google',
  'account.google.disconnecting': 'Dissociation…',

  'account.data.title': 'Vos données',
  'account.data.description': 'Téléchargez votre compte et tous vos CV dans un seul fichier JSON (vitae-export.json).',
  'account.data.download': 'Télécharger mes données',
  'account.data.downloading': 'Téléchargement…',

  'account.delete.title': 'Supprimer le compte',
  'account.delete.description': 'Supprimez votre compte et tous les CV qu’il contient. Cette action est irréversible.',
  'account.delete.button': 'Supprimer mon compte',
  'account.delete.confirmTitle': 'Supprimer votre compte ?',
  'account.delete.confirmText':
    'Votre compte et tous ses CV seront définitivement supprimés, et votre session sera fermée. Cette action est irréversible.',
  'account.delete.confirm': 'Supprimer définitivement le compte',
  'account.delete.deleting': 'Suppression…',

  'auth.backToLogIn': 'Retour à la connexion',
  'auth.forgot.title': 'Mot de passe oublié ?',
  'auth.forgot.label': 'Demander un lien de réinitialisation',
  'auth.forgot.intro':
    'Saisissez l’adresse e-mail avec laquelle vous vous connectez : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'auth.forgot.send': 'Envoyer le lien de réinitialisation',
  'auth.reset.title': 'Choisir un nouveau mot de passe',
  'auth.reset.newLink': 'Envoyer un nouveau lien',
  'auth.reset.submit': 'Enregistrer le nouveau mot de passe',
  'auth.verify.title': 'Vérifier votre adresse e-mail',
  'auth.verify.verifying': 'Vérification…',
  'auth.verify.tryAgain': 'Réessayer',
  'auth.verify.dashboard': 'Aller au tableau de bord',
  'auth.twoFactor.hint':
    'Le code à 6 chiffres affiché par votre application d’authentification, ou l’un de vos codes de récupération.',
  'auth.twoFactor.verify': 'Vérifier',
  'auth.twoFactor.usePasskey': 'Utiliser plutôt une clé d’accès',
  'auth.passkey.signIn': 'Se connecter avec une clé d’accès',
  'auth.passkey.waiting': 'En attente de votre clé d’accès…',
  'auth.google.continue': 'Continuer avec Google',

  'mail.resetPassword.subject': 'Réinitialisez votre mot de passe Vitae',
  'mail.resetPassword.asked':
    'Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte Vitae.',
  'mail.resetPassword.once':
    'Le lien ci-dessous fonctionne une seule fois, pendant {minutes, plural, one {# minute} other {# minutes}}. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'mail.resetPassword.link': 'Choisir un nouveau mot de passe',
  'mail.passwordChanged.subject': 'Votre mot de passe Vitae a été modifié',
  'mail.passwordChanged.changed':
    'Le mot de passe de votre compte Vitae vient d’être modifié, et toutes les sessions ont été déconnectées.',
  'mail.passwordChanged.notYou':
    'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et vérifiez les sessions de votre compte.',
  'mail.verifyEmail.subject': 'Vérifiez votre adresse e-mail pour Vitae',
  'mail.verifyEmail.confirm':
    'Merci de confirmer que cette adresse est bien la vôtre : ouvrez le lien ci-dessous (il fonctionne une seule fois, pendant 24 heures).',
  'mail.verifyEmail.link': 'Vérifier mon adresse e-mail',
  'mail.confirmNewEmail.subject': 'Confirmez votre nouvelle adresse e-mail pour Vitae',
  'mail.confirmNewEmail.asked':
    'Vous avez demandé à utiliser cette adresse pour votre compte Vitae. Le changement a lieu lorsque vous ouvrez le lien ci-dessous (il fonctionne une seule fois, pendant 24 heures).',
  'mail.confirmNewEmail.link': 'Utiliser cette adresse e-mail',
  'mail.emailChangeRequested.subject': 'L’adresse e-mail de votre compte Vitae va changer',
  'mail.emailChangeRequested.asked':
    'Une personne connectée à votre compte Vitae a demandé à remplacer son adresse par {newEmail}. Le changement n’a lieu que lorsque le lien envoyé à cette adresse est ouvert.',
  'mail.emailChangeRequested.notYou':
    'Si ce n’était pas vous, changez votre mot de passe et déconnectez toutes les autres sessions depuis la page de votre compte.',
  'mail.twoFactorOn.subject': 'La connexion à deux facteurs est activée',
  'mail.twoFactorOn.text':
    'La connexion à deux facteurs a été activée pour votre compte Vitae. Conservez vos codes de récupération en lieu sûr.',
  'mail.twoFactorOff.subject': 'La connexion à deux facteurs a été désactivée',
  'mail.twoFactorOff.text':
    'La connexion à deux facteurs a été désactivée pour votre compte Vitae. Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe.',
} satisfies PartCatalogue<'account'>;
