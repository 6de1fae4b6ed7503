import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'landing.heroTitle': 'Créez votre CV avec l’IA',
  'landing.heroText':
    'Créez plusieurs CV à partir de modèles prêts à l’emploi grâce à notre créateur de CV assisté par l’IA.',
  'landing.start': 'Commencer mon CV',
  'landing.atsTeaser': 'Vous avez déjà un CV ? <link>Voyez comment un ATS le lit</link>, gratuitement et sans compte.',
  'landing.howItWorks': 'Comment ça marche',
  'landing.step': 'Étape {number}',
  'landing.step1Title': 'Remplir un formulaire intelligent',
  'landing.step1Text': 'Indiquez votre intitulé de poste, vos compétences et votre parcours dans un formulaire guidé.',
  'landing.step2Title': 'Générer et personnaliser avec l’IA',
  'landing.step2Text': 'Obtenez des résumés et des sections rédigés par l’IA, puis faites-les vôtres.',
  'landing.step3Title': 'Télécharger votre CV',
  'landing.step3Text': 'Choisissez un modèle professionnel et téléchargez votre CV en PDF.',
  'landing.testimonials': 'Ce qu’en disent nos utilisateurs',
  'landing.testimonial1Role': 'Développeuse front-end',
  'landing.testimonial1Quote':
    '« J’ai créé trois CV sur mesure en une soirée. Le résumé de l’IA m’a offert un excellent point de départ. »',
  'landing.testimonial2Role': 'Analyste de données',
  'landing.testimonial2Quote':
    '« Avec l’aperçu PDF en direct, aucune surprise. J’ai téléchargé un CV soigné et décroché des entretiens. »',
  'landing.testimonialBy': '<b>{who}</b>, {job}',
  'landing.footerNav': 'À propos',
  'landing.terms': 'Conditions d’utilisation',
  'landing.privacy': 'Politique de confidentialité',
  'landing.madeBy': 'Fait avec soin par les contributeurs de Vitae.',

  'about.intro':
    'Vitae aide les personnes en recherche d’emploi à créer rapidement des CV professionnels grâce à l’IA.',
  'about.features': 'Fonctionnalités',
  'about.qualityTitle': 'Qualité professionnelle',
  'about.qualityText': 'Des modèles conçus pour convaincre les recruteurs et les logiciels de suivi des candidatures.',
  'about.tailoredTitle': 'Adapté à vous',
  'about.tailoredText':
    'Des suggestions de l’IA fondées sur votre intitulé de poste, vos compétences et votre expérience.',
  'about.futureTitle': 'Pérenne',
  'about.futureText': 'Gardez plusieurs CV à jour et téléchargez-les quand vous en avez besoin.',
  'about.mission': 'Mission',
  'about.missionText':
    'Offrir à chacun un CV qui le montre sous son meilleur jour, en quelques minutes et gratuitement.',
  'about.vision': 'Vision',
  'about.visionText': 'Un monde où un bon CV n’est jamais la raison pour laquelle quelqu’un manque un emploi.',
  'about.start': 'Commencer votre CV',

  'publicResume.protected': 'CV protégé',
  'publicResume.password': 'Mot de passe',
  'publicResume.opening': 'Ouverture',
  'publicResume.open': 'Ouvrir le CV',
  'publicResume.home': 'Aller à l’accueil',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': 'Télécharger le PDF',
  'publicResume.notFound': 'Lien introuvable',
  'publicResume.openFailed': 'Impossible d’ouvrir le CV',

  'view.title': 'Félicitations ! Votre CV généré par l’IA est prêt !',
  'view.text': 'Vous pouvez maintenant télécharger votre CV et le partager avec des recruteurs.',
  'view.generating': 'Génération',
  'view.generatingNow': 'Génération…',
  'view.download': 'Télécharger le CV',
  'view.backToEditor': 'Retour à l’éditeur',

  'public.tryAgain': 'Réessayer',
  'public.signIn': 'Se connecter',
  'public.backToDashboard': 'Retour au tableau de bord',

  'legal.terms': `# Conditions d’utilisation

Cette instance de Vitae est gérée par son opérateur, et non par les auteurs du logiciel Vitae. Ces conditions par défaut s’appliquent jusqu’à ce que l’opérateur les remplace (voir docs/accounts.md dans le dépôt de Vitae).

## Votre compte

- Vous gardez pour vous le mot de passe, les codes d’authentification à deux facteurs et les clés d’accès de votre compte. Vous êtes responsable de ce qui est fait avec votre compte.
- Vous pouvez supprimer votre compte à tout moment depuis la page du compte\u00A0; tout ce qu’il contient est supprimé avec lui.

## Votre contenu

- Ce que vous écrivez — CV, lettres de motivation, notes — vous appartient. L’opérateur ne le stocke que pour vous fournir le service\u00A0: l’afficher, le produire en PDF et dans d’autres formats, et le partager là où vous activez le partage.
- Vous ne mettez pas en ligne de contenu sur lequel vous n’avez aucun droit, ou qui enfreint la loi.

## Le service

- Le service est fourni tel quel, sans aucune garantie. L’opérateur peut le modifier ou y mettre fin\u00A0; il devrait vous en informer suffisamment tôt pour que vous puissiez exporter vos données (page du compte, «\u202FExporter\u202F»).
- L’opérateur peut suspendre un compte qui fait un usage abusif du service (par exemple en tentant de s’introduire dans d’autres comptes).

## Contact

Les questions sur ces conditions s’adressent à l’opérateur de cette instance.
`,
  'legal.privacy': `# Politique de confidentialité

Cette instance de Vitae est gérée par son opérateur. Cette politique par défaut décrit ce que le logiciel Vitae fait des données personnelles\u00A0; l’opérateur peut la remplacer par la sienne.

## Ce qui est stocké

- **Votre compte**\u00A0: votre adresse e-mail, votre nom, une empreinte (hash) de votre mot de passe (jamais le mot de passe lui-même), si votre adresse est vérifiée, vos réglages d’authentification à deux facteurs et vos clés d’accès (clés publiques uniquement), et vos sessions de connexion (la description que le navigateur donne de lui-même et sa dernière utilisation).
- **Vos documents**\u00A0: les CV que vous écrivez, leur historique et leurs PDF générés, votre dictionnaire, et les liens de partage que vous créez avec leur nombre de vues.

## Ce qui est envoyé ailleurs

- **E-mail**\u00A0: les messages concernant votre compte (réinitialisation du mot de passe, vérification de l’adresse, alertes de sécurité) passent par le serveur de messagerie de l’opérateur.
- **Aide à la rédaction par l’IA**\u00A0: uniquement si l’opérateur a configuré un fournisseur d’IA, et uniquement quand vous demandez de l’aide, le texte nécessaire à cette demande est envoyé à ce fournisseur. Sans fournisseur, l’aide à la rédaction s’exécute sur ce serveur.
- **Connexion avec Google**\u00A0: uniquement si vous la choisissez\u00A0; Google sait alors que vous vous connectez ici.
- Rien d’autre\u00A0: ni mesure d’audience, ni publicité, ni pistage.

## Vos droits

- Vous pouvez à tout moment consulter, exporter (page du compte, «\u202FExporter\u202F») et supprimer (page du compte, «\u202FSupprimer le compte\u202F») tout ce qui est stocké à votre sujet. La suppression de votre compte supprime aussi vos documents.

## Contact

Les questions sur vos données s’adressent à l’opérateur de cette instance.
`,
} satisfies PartCatalogue<'public'>;
