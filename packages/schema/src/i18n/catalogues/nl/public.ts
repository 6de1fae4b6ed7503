import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'landing.heroTitle': 'Maak je cv met AI',
  'landing.heroText': 'Maak meerdere cv’s op basis van kant-en-klare sjablonen met onze cv-maker met AI.',
  'landing.start': 'Begin met je cv',
  'landing.atsTeaser': 'Heb je al een cv? <link>Bekijk hoe een ATS het leest</link>, gratis en zonder account.',
  'landing.howItWorks': 'Zo werkt het',
  'landing.step': 'Stap {number}',
  'landing.step1Title': 'Vul een slim formulier in',
  'landing.step1Text': 'Vertel ons je functietitel, vaardigheden en achtergrond in een begeleid formulier.',
  'landing.step2Title': 'Genereer en pas aan met AI',
  'landing.step2Text': 'Krijg samenvattingen en secties die door AI zijn geschreven en maak ze helemaal van jou.',
  'landing.step3Title': 'Download je cv',
  'landing.step3Text': 'Kies een professioneel sjabloon en download je cv als PDF.',
  'landing.testimonials': 'Wat onze gebruikers zeggen',
  'landing.testimonial1Role': 'Frontend-ontwikkelaar',
  'landing.testimonial1Quote':
    '‘Ik heb op één avond drie cv’s op maat gemaakt. De samenvatting van de AI gaf me een geweldig vertrekpunt.’',
  'landing.testimonial2Role': 'Data-analist',
  'landing.testimonial2Quote':
    '‘Dankzij het live voorbeeld van de PDF waren er geen verrassingen. Ik downloadde een strak cv en kreeg sollicitatiegesprekken.’',
  'landing.testimonialBy': '<b>{who}</b>, {job}',
  'landing.footerNav': 'Over',
  'landing.terms': 'Gebruiksvoorwaarden',
  'landing.privacy': 'Privacybeleid',
  'landing.madeBy': 'Met zorg gemaakt door de bijdragers aan Vitae.',

  'about.intro': 'Vitae helpt werkzoekenden om met behulp van AI snel professionele cv’s te maken.',
  'about.features': 'Functies',
  'about.qualityTitle': 'Professionele kwaliteit',
  'about.qualityText': 'Sjablonen die recruiters en sollicitantvolgsystemen overtuigen.',
  'about.tailoredTitle': 'Op maat voor jou',
  'about.tailoredText': 'Suggesties van AI, afgestemd op je functietitel, vaardigheden en ervaring.',
  'about.futureTitle': 'Toekomstbestendig',
  'about.futureText': 'Houd meerdere cv’s actueel en download ze wanneer je ze nodig hebt.',
  'about.mission': 'Missie',
  'about.missionText': 'Iedereen een cv geven dat het beste van zichzelf laat zien, in een paar minuten en gratis.',
  'about.vision': 'Visie',
  'about.visionText': 'Een wereld waarin een goed cv nooit de reden is dat iemand een baan misloopt.',
  'about.start': 'Begin je cv',

  'publicResume.protected': 'Beveiligd cv',
  'publicResume.password': 'Wachtwoord',
  'publicResume.opening': 'Bezig met openen',
  'publicResume.open': 'Cv openen',
  'publicResume.home': 'Naar de startpagina',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': 'PDF downloaden',
  'publicResume.notFound': 'Link niet gevonden',
  'publicResume.openFailed': 'Het cv kon niet worden geopend',

  'view.title': 'Gefeliciteerd! Je door AI gemaakte cv is klaar!',
  'view.text': 'Nu kun je je cv direct downloaden en met recruiters delen.',
  'view.generating': 'Bezig met genereren',
  'view.generatingNow': 'Bezig met genereren…',
  'view.download': 'Cv downloaden',
  'view.backToEditor': 'Terug naar de editor',

  'public.tryAgain': 'Opnieuw proberen',
  'public.signIn': 'Inloggen',
  'public.backToDashboard': 'Terug naar het overzicht',

  'legal.terms': `# Gebruiksvoorwaarden

Deze instantie van Vitae wordt beheerd door haar exploitant, niet door de makers van de Vitae-software. Deze standaardvoorwaarden gelden totdat de exploitant ze vervangt (zie docs/accounts.md in de repository van Vitae).

## Je account

- Je houdt het wachtwoord, de codes voor tweestapsverificatie en de toegangssleutels van je account voor jezelf. Je bent verantwoordelijk voor wat er met je account gebeurt.
- Je kunt je account op elk moment verwijderen via de accountpagina; alles wat erin staat, wordt samen met het account verwijderd.

## Je inhoud

- Wat je schrijft – cv’s, motivatiebrieven, notities – is van jou. De exploitant bewaart het alleen om je de dienst te leveren: het tonen, het als PDF en in andere formaten weergeven, en het delen waar je delen inschakelt.
- Je uploadt geen inhoud waarop je geen recht hebt of die de wet overtreedt.

## De dienst

- De dienst wordt geleverd zoals hij is, zonder enige garantie. De exploitant kan hem wijzigen of beëindigen; hij hoort je dat tijdig te laten weten, zodat je je gegevens kunt exporteren (accountpagina, ‘Exporteren’).
- De exploitant kan een account opschorten dat de dienst misbruikt (bijvoorbeeld door te proberen in andere accounts in te breken).

## Contact

Vragen over deze voorwaarden kun je stellen aan de exploitant van deze instantie.
`,
  'legal.privacy': `# Privacybeleid

Deze instantie van Vitae wordt beheerd door haar exploitant. Dit standaardbeleid beschrijft wat de Vitae-software met persoonsgegevens doet; de exploitant kan het vervangen door een eigen beleid.

## Wat er wordt opgeslagen

- **Je account**: je e-mailadres, je naam, een hash van je wachtwoord (nooit het wachtwoord zelf), of je adres is geverifieerd, je instellingen voor tweestapsverificatie en je toegangssleutels (alleen openbare sleutels), en je inlogsessies (de beschrijving die de browser van zichzelf geeft en wanneer die voor het laatst is gebruikt).
- **Je documenten**: de cv’s die je schrijft, hun geschiedenis en hun gegenereerde PDF’s, je woordenboek, en de deellinks die je maakt, met hun aantal weergaven.

## Wat er elders naartoe gaat

- **E-mail**: berichten over je account (wachtwoord opnieuw instellen, adres verifiëren, beveiligingsmeldingen) gaan via de mailserver van de exploitant.
- **Schrijfhulp met AI**: alleen als de exploitant een AI-aanbieder heeft ingesteld, en alleen als je om hulp vraagt, wordt de tekst die voor dat verzoek nodig is naar die aanbieder gestuurd. Zonder aanbieder draait de schrijfhulp op deze server.
- **Inloggen met Google**: alleen als je daarvoor kiest; Google weet dan dat je hier bent ingelogd.
- Verder niets: geen analytics, geen advertenties, geen tracking.

## Je rechten

- Je kunt alles wat over jou is opgeslagen op elk moment bekijken, exporteren (accountpagina, ‘Exporteren’) en verwijderen (accountpagina, ‘Account verwijderen’). Als je je account verwijdert, worden je documenten ook verwijderd.

## Contact

Vragen over je gegevens kun je stellen aan de exploitant van deze instantie.
`,
} satisfies PartCatalogue<'public'>;
