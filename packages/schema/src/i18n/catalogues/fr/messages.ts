import type { PartCatalogue } from '../../catalogue.ts';

/** French (français): the server's messages beyond MESSAGES (docs/i18n-glossary.md). */
export default {
  'messages.notFitted':
    '{pages, plural, one {Ce CV occupe encore {pages} page à la taille et à l’espacement les plus petits autorisés. Raccourcissez ou masquez une section pour qu’il tienne sur une page.} other {Ce CV occupe encore {pages} pages à la taille et à l’espacement les plus petits autorisés. Raccourcissez ou masquez une section pour qu’il tienne sur une page.}}',
  'messages.invalidSection':
    'design.{field} désigne une section qui n’existe pas. Sections : {sections}, et les identifiants de vos propres sections.',
  'messages.pdfTooManyPages':
    'Ce CV ferait {pages, plural, one {{pages} page} other {{pages} pages}} ; la limite est de {limit}. Raccourcissez ou supprimez des sections.',
  'messages.pdfTooMuchText':
    'Ce CV contient plus de {megabytes} Mo de texte. Raccourcissez les sections les plus longues.',
  'messages.resumeLimit':
    'Vous avez atteint la limite de {max, plural, one {{max} CV} other {{max} CV}}. Supprimez-en un dont vous n’avez plus besoin pour en créer un autre.',
  'designMessages.accentColor': 'design.accentColor doit être une couleur comme #1f6feb.',
  'designMessages.fontFamily': 'design.fontFamily doit être l’une des polices listées par GET /api/v1/config.',
  'designMessages.fontSize': 'design.fontSize doit aller de 9 à 12 points, par pas de 0,5.',
  'designMessages.lineSpacing': 'design.lineSpacing doit valoir compact, normal ou relaxed.',
  'designMessages.margins': 'design.margins doit valoir narrow, normal ou wide.',
  'designMessages.pageSize': 'design.pageSize doit valoir A4 ou Letter.',
  'designMessages.language': 'design.language doit être l’une des langues listées par GET /api/v1/config.',
  'designMessages.sectionOrder': 'design.sectionOrder doit lister des clés de section, chacune au plus une fois.',
  'designMessages.hiddenSections': 'design.hiddenSections doit lister des clés de section.',
  'designMessages.sectionTitles':
    'design.sectionTitles doit donner à chaque clé de section un titre de 60 caractères au plus.',
  'designMessages.fitToOnePage': 'design.fitToOnePage doit valoir true ou false.',
  'designMessages.design': 'design doit être un objet de réglages de mise en forme.',
  'customSectionMessages.id':
    'customSections : chaque section doit avoir un identifiant comme custom-1a2b (lettres minuscules et chiffres après « custom- »).',
  'customSectionMessages.title': 'customSections : chaque section doit avoir un titre.',
  'customSectionMessages.tooMany': 'Un CV contient au plus 10 sections personnelles.',
  'customSectionMessages.duplicateId': 'customSections : deux sections ont le même identifiant.',
  'listMessages.removed': 'Élément supprimé : {label}.',
  'listMessages.restored': 'Élément restauré : {label}.',
  'listMessages.duplicated': 'Élément dupliqué en position {position} : {label}.',
  'listMessages.moved': 'Élément déplacé en position {position} sur {count} : {label}.',
  'listMessages.bulletsAdded':
    '{count, plural, one {{count} puce ajoutée} other {{count} puces ajoutées}} à la description du poste.',
  'listMessages.stillNeeded': 'Encore requis : {fields}.',
  'summaryMessages.corrected':
    '{change, select, removed {« {from} » supprimé.} other {« {from} » remplacé par « {to} ».}}',
  'summaryMessages.allCorrected':
    '{count, plural, one {{count} correction appliquée} other {{count} corrections appliquées}}.',
  'summaryMessages.replaced': 'Votre profil a été remplacé par la suggestion.',
  'summaryMessages.used': 'La suggestion est désormais votre profil.',
  'summaryMessages.sentenceAdded': 'Suggestion ajoutée au profil.',
  'importMessages.imported': 'CV importé.',
  'importMessages.noFile':
    'Choisissez un fichier à importer : envoyez-le en multipart/form-data dans un champ nommé « file ».',
  'importMessages.oneFile': 'Envoyez un seul fichier à la fois, dans un champ nommé « file ».',
  'importMessages.notMultipart': 'Envoyez le fichier en multipart/form-data, dans un champ nommé « file ».',
  'importMessages.tooLarge': 'Le fichier dépasse 10 Mo.',
  'importMessages.emptyFile': 'Le fichier est vide.',
  'importMessages.unsupported':
    'Ce fichier ne peut pas être importé. Formats acceptés : un export Vitae (.vitae.json), un fichier JSON Resume (.json), un CV au format PDF (.pdf), un document Word (.docx) ou l’export de données LinkedIn (.zip).',
  'importMessages.tooDeep': 'Le fichier est trop profondément imbriqué pour être un CV.',
  'importMessages.newerVersion':
    'Cet export Vitae provient d’une version plus récente de Vitae et ne peut pas être importé ici.',
  'importMessages.invalidVitae': 'Cet export Vitae est endommagé et ne peut pas être importé.',
  'importMessages.tooFast': 'Vous importez des CV trop rapidement. Patientez un instant, puis réessayez.',
  'importMessages.pdfNoText':
    'Ce PDF ne contient aucun texte lisible : il s’agit peut-être d’un scan ou d’une image. Exportez votre CV depuis le programme où vous l’avez rédigé en PDF avec texte, ou importez un fichier JSON.',
  'importMessages.pdfDamaged': 'Ce PDF est endommagé et ne peut pas être lu.',
  'importMessages.pdfEncrypted':
    'Ce PDF est protégé par un mot de passe. Retirez le mot de passe et importez-le à nouveau.',
  'importMessages.pdfTooComplex': 'Ce PDF est trop volumineux ou trop complexe pour être lu comme un CV.',
  'importMessages.docxDamaged': 'Ce fichier Word est endommagé et ne peut pas être lu.',
  'importMessages.docxNoText':
    'Ce fichier Word ne contient aucun texte lisible : il ne contient peut-être que des images. Enregistrez votre CV avec son texte en .docx ou en PDF, ou importez un fichier JSON.',
  'importMessages.docxMacros':
    'Ce fichier Word contient des macros (.docm), qui ne sont jamais importées. Enregistrez-le en document Word simple (.docx) et importez-le à nouveau.',
  'importMessages.docxLegacy':
    'Il s’agit d’un ancien document Word (.doc) ou d’un fichier Word protégé par un mot de passe, qui ne peut pas être lu. Enregistrez-le en document Word (.docx) sans mot de passe et importez-le à nouveau.',
  'importMessages.fileTooComplex': 'Ce fichier est trop volumineux ou trop complexe pour être lu comme un CV.',
  'importMessages.readersBusy': 'Le serveur est occupé à lire d’autres fichiers. Réessayez dans un instant.',
  'importMessages.zipDamaged': 'Ce fichier ZIP est endommagé et ne peut pas être importé.',
  'importMessages.zipEncrypted':
    'Ce fichier ZIP est protégé par un mot de passe et ne peut pas être importé. Téléchargez à nouveau vos données LinkedIn.',
  'importMessages.zipTooManyEntries':
    'Ce fichier ZIP contient plus de 500 fichiers ; un export de données LinkedIn en contient bien moins.',
  'importMessages.zipTooLarge':
    'Un fichier de ce ZIP dépasse 5 Mo une fois décompressé, ou l’ensemble dépasse 20 Mo ; il ne peut pas être importé.',
  'importMessages.zipRatio':
    'Un fichier de ce ZIP se décompresse en bien plus qu’aucun vrai fichier (une « bombe ZIP ») ; il ne peut pas être importé.',
  'importMessages.zipUnsupported':
    'Ce fichier ZIP utilise une méthode de compression illisible. Téléchargez à nouveau vos données LinkedIn.',
  'importMessages.linkedinNotExport':
    'Ce fichier ZIP n’est pas un export de données LinkedIn : il ne contient aucun des fichiers Profile.csv, Positions.csv, Education.csv ou Skills.csv.',
  'importMessages.aiNotConfigured':
    'Améliorer avec l’IA n’est pas disponible : aucun fournisseur d’IA n’est configuré sur ce serveur. Importez le fichier sans cette option.',
  'importMessages.invalidImprove': 'Le champ « improve » accepte une seule valeur : « ai ».',
  'importAiWarnings.improved': 'Amélioré avec l’IA : vérifiez chaque champ en le comparant à votre PDF.',
  'importAiWarnings.pdfOnly':
    'Améliorer avec l’IA ne s’applique qu’aux fichiers PDF et Word ; ce fichier a été importé tel quel.',
  'importAiWarnings.failed': 'L’IA n’a pas pu améliorer cet import ({reason}) ; le CV a été lu sans elle.',
  'importAiWarnings.textCut':
    '{max, plural, one {Seul le premier caractère du texte du PDF ({max, number}) a été envoyé à l’IA.} other {Seuls les {max, number} premiers caractères du texte du PDF ont été envoyés à l’IA.}}',
  'versionMessages.invalidName': 'Donnez à la version un nom de 1 à 60 caractères.',
  'versionMessages.invalidVersionId': 'Identifiant de version non valide. Actualisez la page.',
  'versionMessages.notFound': 'Version introuvable.',
  'versionMessages.saved': 'Version enregistrée.',
  'versionMessages.restored': 'Version restaurée.',
  'versionMessages.restoreUndone': 'Restauration annulée.',
  'versionMessages.automatic': 'Instantané automatique',
  'versionMessages.beforeRestoring': 'Avant la restauration de « {name} »',
  'trashMessages.listed': 'Corbeille chargée.',
  'trashMessages.restored': 'CV restauré.',
  'trashMessages.deletedForever': 'CV supprimé définitivement.',
  'shareMessages.enabled': 'Lien de partage activé.',
  'shareMessages.disabled': 'Lien de partage désactivé.',
  'shareMessages.notFound': 'Ce lien ne mène à aucun CV. Il a peut-être été désactivé.',
  'shareMessages.passwordRequired': 'Ce CV est protégé par un mot de passe.',
  'shareMessages.wrongPassword': 'Ce mot de passe n’est pas le bon.',
  'shareMessages.unlocked': 'Déverrouillé.',
  'shareMessages.tooManyAttempts':
    'Trop de tentatives de mot de passe. Patientez {unit, select, minute {{count, plural, one {{count} minute} other {{count} minutes}}} other {{count, plural, one {{count} seconde} other {{count} secondes}}}}, puis réessayez.',
  'shareMessages.passwordLength': 'Utilisez un mot de passe de 4 à 128 caractères, ou aucun.',
  'shareMessages.passwordMissing': 'Saisissez le mot de passe.',
  'shareMessages.linkCopied': 'Lien copié.',
  'validationMessages.tooLong': '{max, plural, one {{max} caractère} other {{max} caractères}} au maximum.',
  'validationMessages.tooManyItems':
    'Une liste contient au plus {max, plural, one {{max} élément} other {{max} éléments}}.',
  'validationMessages.tooManyContacts': '{max, plural, one {{max} contact} other {{max} contacts}} au maximum.',
  'validationMessages.stageInvalid': 'L’étape doit être l’une des suivantes : {stages}.',
  'validationMessages.reasonInvalid': 'Le motif doit être l’un des suivants : {reasons}.',
  'accountMessages.resetLinkSent':
    'Si un compte existe pour cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe.',
  'accountMessages.resetTokenInvalid':
    'Ce lien n’est pas valide, a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  'accountMessages.passwordReset': 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  'accountMessages.verifyTokenInvalid': 'Ce lien n’est pas valide, a expiré ou a déjà été utilisé.',
  'accountMessages.emailVerified': 'Votre adresse e-mail est vérifiée.',
  'accountMessages.emailChanged': 'Votre adresse e-mail a été modifiée.',
  'accountMessages.verificationSent': 'Nous vous avons envoyé un lien pour vérifier votre adresse e-mail.',
  'accountMessages.alreadyVerified': 'Votre adresse e-mail est déjà vérifiée.',
  'accountMessages.emailChangeSent': 'Nous avons envoyé un lien à {email}. Votre adresse change lorsque vous l’ouvrez.',
  'accountMessages.sessionEnded': 'Déconnexion de cette session effectuée.',
  'accountMessages.otherSessionsEnded': 'Déconnexion de toutes les autres sessions effectuée.',
  'accountMessages.sessionNotFound': 'Cette session n’existe pas.',
  'accountMessages.twoFactorAlreadyOn': 'L’authentification à deux facteurs est déjà activée.',
  'accountMessages.twoFactorNotSetUp': 'Commencez d’abord la configuration de l’authentification à deux facteurs.',
  'accountMessages.twoFactorEnabled': 'L’authentification à deux facteurs est activée.',
  'accountMessages.twoFactorDisabled': 'L’authentification à deux facteurs est désactivée.',
  'accountMessages.twoFactorNotOn': 'L’authentification à deux facteurs n’est pas activée.',
  'accountMessages.twoFactorCodeWrong':
    'Ce code n’est pas le bon. Essayez le code le plus récent de votre application, ou un code de récupération.',
  'accountMessages.twoFactorCodeRequired':
    'Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de récupération.',
  'accountMessages.twoFactorChallengeInvalid': 'Cette étape de connexion a expiré. Reconnectez-vous.',
  'accountMessages.twoFactorDisableProof':
    'Saisissez un code de votre application d’authentification ou votre mot de passe.',
  'accountMessages.passkeyAdded': 'Clé d’accès ajoutée.',
  'accountMessages.passkeyRenamed': 'Clé d’accès renommée.',
  'accountMessages.passkeyRemoved': 'Clé d’accès supprimée.',
  'accountMessages.passkeyNotFound': 'Cette clé d’accès n’existe pas.',
  'accountMessages.passkeyFailed': 'La clé d’accès n’a pas pu être vérifiée. Réessayez.',
  'accountMessages.passkeyUnknown': 'Cette clé d’accès n’est pas enregistrée pour ce site.',
  'accountMessages.passkeyLimit': 'Un compte peut conserver au plus 20 clés d’accès.',
  'accountMessages.lastSignInMethod':
    'Gardez au moins un moyen de vous connecter : définissez d’abord un mot de passe ou ajoutez une clé d’accès.',
  'accountMessages.signUpClosed': 'Les inscriptions sont fermées sur cette instance.',
  'accountMessages.inviteRequired': 'L’inscription sur cette instance nécessite une invitation.',
  'accountMessages.inviteInvalid': 'Cette invitation n’est pas valide, a expiré ou a déjà été utilisée.',
  'accountMessages.setupTokenRequired':
    'Le premier compte de cette instance nécessite le jeton de configuration fourni par son exploitant.',
  'accountMessages.setupTokenWrong': 'Le jeton de configuration n’est pas le bon.',
  'accountMessages.recoveryCodesCopied': 'Codes de récupération copiés.',
  'accountMessages.googleDisconnected': 'Google n’est plus associé à votre compte.',
  'applicationMessages.companyRequired': 'Saisissez l’entreprise.',
  'applicationMessages.roleRequired': 'Saisissez le poste.',
  'applicationMessages.linkInvalid': 'Le lien doit être une adresse web commençant par http:// ou https://.',
  'applicationMessages.reasonRequired': 'Indiquez pourquoi la candidature a été close.',
  'applicationMessages.reasonOnlyWhenClosed': 'Un motif ne s’indique que lorsque la candidature est close.',
  'applicationMessages.nextStepTitleRequired': 'Nommez la prochaine étape.',
  'applicationMessages.nextStepDateInvalid': 'La prochaine étape doit avoir une date et une heure.',
  'applicationMessages.notFound': 'Candidature introuvable.',
  'applicationMessages.invalidId': 'Identifiant de candidature non valide.',
  'applicationMessages.tooMany':
    'Vous pouvez conserver au plus {max, plural, one {{max} candidature} other {{max} candidatures}}. Supprimez-en pour en ajouter d’autres.',
  'applicationMessages.nothingToUpdate': 'Rien à mettre à jour.',
  'applicationMessages.created': 'Candidature ajoutée.',
  'applicationMessages.updated': 'Candidature enregistrée.',
  'applicationMessages.deleted': 'Candidature supprimée.',
  'applicationMessages.stageChanged': 'Étape modifiée.',
  'applicationMessages.csvNotCsv': 'Choisissez un fichier CSV.',
  'applicationMessages.csvTooLarge': 'Le fichier CSV dépasse {megabytes} Mo.',
  'applicationMessages.csvNoHeader':
    'Le fichier CSV doit commencer par une ligne d’en-tête nommant ses colonnes (au moins company et role).',
  'applicationMessages.csvTooManyRows':
    'Un fichier CSV contient au plus {max, plural, one {{max} candidature} other {{max} candidatures}}.',
  'applicationMessages.csvAppliedAtInvalid':
    'applied_at doit être une date (2026-03-01) ou une date et une heure (2026-03-01T09:00:00Z).',
  'applicationMessages.importTooFast':
    'Vous importez des candidatures trop rapidement. Patientez un instant, puis réessayez.',
  'applicationMessages.csvBadRow': 'Ligne {line} : {message}',
  'applicationMessages.imported':
    '{count, plural, one {{count} candidature importée} other {{count} candidatures importées}}.',
  'applicationMessages.resumeNotFound': 'CV introuvable.',
  'applicationMessages.coverLetterNotFound': 'Lettre de motivation introuvable.',
  'atsMessages.checked': 'CV vérifié.',
  'atsMessages.fileChecked': 'Fichier vérifié.',
  'atsMessages.tooFast': 'Vous vérifiez des CV trop rapidement. Patientez un instant, puis réessayez.',
  'atsMessages.publicTooFast': 'Trop de fichiers vérifiés depuis votre réseau. Patientez une minute, puis réessayez.',
  'atsFileMessages.unsupported': 'Envoyez un fichier PDF ou Word (.docx) à vérifier.',
  'coverLetterMessages.titleRequired': 'Saisissez un titre.',
  'coverLetterMessages.notFound': 'Lettre de motivation introuvable.',
  'coverLetterMessages.invalidId': 'Identifiant de lettre de motivation non valide.',
  'coverLetterMessages.resumeNotFound': 'CV introuvable.',
  'coverLetterMessages.applicationNotFound': 'Candidature introuvable.',
  'coverLetterMessages.bodyTooLong': 'Une lettre de motivation contient au plus 20000 caractères.',
  'coverLetterMessages.tooMany':
    'Vous pouvez conserver au plus {max, plural, one {{max} lettre de motivation} other {{max} lettres de motivation}}. Supprimez-en pour en ajouter d’autres.',
  'coverLetterMessages.nothingToUpdate': 'Rien à mettre à jour.',
  'coverLetterMessages.versionConflict':
    'Cette lettre de motivation a été modifiée ailleurs. Votre texte est conservé ; consultez la version plus récente.',
  'coverLetterMessages.created': 'Lettre de motivation créée.',
  'coverLetterMessages.saved': 'Lettre de motivation enregistrée.',
  'coverLetterMessages.deleted': 'Lettre de motivation placée dans la corbeille.',
  'coverLetterMessages.restored': 'Lettre de motivation restaurée.',
  'coverLetterMessages.deletedForever': 'Lettre de motivation supprimée définitivement.',
  'coverLetterMessages.drafted': 'Brouillon prêt. Relisez-le avant de l’insérer.',
  'coverLetterMessages.aiUnavailable':
    'La rédaction par l’IA nécessite un fournisseur d’IA ; utilisez le brouillon hors ligne.',
  'coverLetterMessages.invalidFormat': 'Le format doit être pdf ou docx.',
  'coverLetterMessages.chooseResume': 'Choisissez un CV.',
  'coverLetterMessages.draftRestorePrompt':
    'Cette lettre de motivation contient sur cet appareil des modifications jamais enregistrées.',
  'coverLetterMessages.draftInserted': 'Brouillon inséré.',
  'coverLetterMessages.draftInsertUndone': 'Votre texte précédent est revenu.',
  'coverLetterMessages.noResumeLinked':
    'Associez un CV pour voir l’aperçu : la lettre reprend ses coordonnées et sa mise en forme.',
  'jobMatchMessages.postingRequired': 'Collez l’offre d’emploi.',
  'jobMatchMessages.postingTooLong': 'Une offre d’emploi contient au plus 50000 caractères.',
  'jobMatchMessages.resumeRequired': 'Choisissez un CV à comparer.',
  'jobMatchMessages.resumeNotFound': 'CV introuvable.',
  'jobMatchMessages.noPosting':
    'Cette candidature n’a pas de texte d’offre d’emploi à comparer. Collez d’abord l’offre.',
  'jobMatchMessages.noRequirements': 'Aucune exigence n’a été trouvée dans cette offre d’emploi.',
  'jobMatchMessages.secondOpinionUnavailable':
    'Un second avis nécessite un fournisseur d’IA ; la comparaison hors ligne est affichée.',
  'tailorMessages.created': 'Copie adaptée créée.',
  'tailorMessages.accepted': 'Modification appliquée.',
  'tailorMessages.undone': 'Modification annulée.',
  'tailorMessages.rejected': 'Modification écartée.',
  'tailorMessages.noTailoring': 'Cette candidature n’a pas encore été adaptée.',
  'tailorMessages.noProposals': 'Rien à modifier : votre CV met déjà en avant ce que demande cette offre d’emploi.',
  'tailorMessages.conflict':
    'La copie adaptée a été modifiée ailleurs. Elle a été rechargée : examinez à nouveau la modification et choisissez.',
  'tailorMessages.stale':
    'Cette partie de la copie adaptée a changé depuis la proposition, qui ne s’applique donc plus.',
  'tailorMessages.sectionOrderReason':
    'Place {first} plus haut : cette section montre {count, plural, one {{count} des éléments} other {{count} des éléments}} que demande cette offre d’emploi.',
  'tailorMessages.skillOrderReason':
    'Place en premier {met, plural, one {la compétence} other {les {met} compétences}} que demande l’offre d’emploi.',
  'tailorMessages.bulletOrderReason':
    'Remonte {met, plural, one {la puce qui correspond} other {les {met} puces qui correspondent}} à l’offre d’emploi.',
  'tailorMessages.aiSummaryReason':
    'Un profil reformulé qui répond à l’offre d’emploi, sans rien que votre CV ne dise pas.',
  'tailorMessages.aiBulletReason':
    'Une puce reformulée qui répond à l’offre d’emploi, sans rien que votre CV ne dise pas.',
  'tailorMessages.proposalNotFound': 'Proposition introuvable.',
  'tailorMessages.invalidDecision': 'Choisissez accepted, rejected ou open.',
  'tailorMessages.dropped':
    '{count, plural, one {{count} proposition a été écartée, car elle ajoutait des faits absents de votre CV.} other {{count} propositions ont été écartées, car elles ajoutaient des faits absents de votre CV.}}',
} satisfies PartCatalogue<'messages'>;
