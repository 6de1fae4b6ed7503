import type { PartCatalogue } from '../../catalogue.ts';

/** Dutch (Nederlands): the server's messages beyond MESSAGES (docs/i18n-glossary.md). */
export default {
  'messages.notFitted':
    '{pages, plural, one {Dit cv heeft bij de kleinste toegestane grootte en afstand nog {pages} pagina nodig. Kort een sectie in of verberg er een om het op één pagina te laten passen.} other {Dit cv heeft bij de kleinste toegestane grootte en afstand nog {pages} pagina’s nodig. Kort een sectie in of verberg er een om het op één pagina te laten passen.}}',
  'messages.invalidSection':
    'design.{field} noemt een sectie die niet bestaat. Secties: {sections} en de id’s van je eigen secties.',
  'messages.pdfTooManyPages':
    'Dit cv zou {pages, plural, one {{pages} pagina} other {{pages} pagina’s}} beslaan; de limiet is {limit}. Kort enkele secties in of verwijder ze.',
  'messages.pdfTooMuchText': 'Dit cv bevat meer dan {megabytes} MB tekst. Kort de langste secties in.',
  'messages.resumeLimit':
    'Je hebt de limiet van {max, plural, one {{max} cv} other {{max} cv’s}} bereikt. Verwijder er een die je niet meer nodig hebt om een nieuw cv te maken.',
  'designMessages.accentColor': 'design.accentColor moet een kleur zijn zoals #1f6feb.',
  'designMessages.fontFamily': 'design.fontFamily moet een van de lettertypen uit GET /api/v1/config zijn.',
  'designMessages.fontSize': 'design.fontSize moet tussen 9 en 12 punten liggen, in stappen van 0,5.',
  'designMessages.lineSpacing': 'design.lineSpacing moet compact, normal of relaxed zijn.',
  'designMessages.margins': 'design.margins moet narrow, normal of wide zijn.',
  'designMessages.pageSize': 'design.pageSize moet A4 of Letter zijn.',
  'designMessages.language': 'design.language moet een van de talen uit GET /api/v1/config zijn.',
  'designMessages.sectionOrder': 'design.sectionOrder moet sectiesleutels opsommen, elk hooguit één keer.',
  'designMessages.hiddenSections': 'design.hiddenSections moet sectiesleutels opsommen.',
  'designMessages.sectionTitles': 'design.sectionTitles moet elke sectiesleutel een titel van hooguit 60 tekens geven.',
  'designMessages.fitToOnePage': 'design.fitToOnePage moet true of false zijn.',
  'designMessages.design': 'design moet een object met opmaakinstellingen zijn.',
  'customSectionMessages.id':
    'customSections: elke sectie heeft een id nodig zoals custom-1a2b (kleine letters en cijfers na ‘custom-’).',
  'customSectionMessages.title': 'customSections: elke sectie heeft een titel nodig.',
  'customSectionMessages.tooMany': 'Een cv bevat hooguit 10 eigen secties.',
  'customSectionMessages.duplicateId': 'customSections: twee secties hebben dezelfde id.',
  'listMessages.removed': '{label} verwijderd.',
  'listMessages.restored': '{label} hersteld.',
  'listMessages.duplicated': '{label} gedupliceerd als item {position}.',
  'listMessages.moved': '{label} verplaatst naar positie {position} van {count}.',
  'listMessages.bulletsAdded':
    '{count, plural, one {{count} opsommingspunt} other {{count} opsommingspunten}} toegevoegd aan de functieomschrijving.',
  'listMessages.stillNeeded': 'Nog nodig: {fields}.',
  'summaryMessages.corrected': '{change, select, removed {‘{from}’ verwijderd.} other {‘{from}’ gewijzigd in ‘{to}’.}}',
  'summaryMessages.allCorrected': '{count, plural, one {{count} correctie} other {{count} correcties}} toegepast.',
  'summaryMessages.replaced': 'Je samenvatting is vervangen door de suggestie.',
  'summaryMessages.used': 'De suggestie is nu je samenvatting.',
  'summaryMessages.sentenceAdded': 'Suggestie toegevoegd aan de samenvatting.',
  'importMessages.imported': 'Cv geïmporteerd.',
  'importMessages.noFile':
    'Kies een bestand om te importeren: stuur het als multipart/form-data in een veld met de naam ‘file’.',
  'importMessages.oneFile': 'Stuur één bestand tegelijk, in een veld met de naam ‘file’.',
  'importMessages.notMultipart': 'Stuur het bestand als multipart/form-data, in een veld met de naam ‘file’.',
  'importMessages.tooLarge': 'Het bestand is groter dan 10 MB.',
  'importMessages.emptyFile': 'Het bestand is leeg.',
  'importMessages.unsupported':
    'Dit bestand kan niet worden geïmporteerd. Toegestaan: een Vitae-export (.vitae.json), een JSON Resume-bestand (.json), een cv als PDF (.pdf), een Word-document (.docx) of de gegevensexport van LinkedIn (.zip).',
  'importMessages.tooDeep': 'Het bestand is te diep genest om een cv te zijn.',
  'importMessages.newerVersion':
    'Deze Vitae-export komt uit een nieuwere versie van Vitae en kan hier niet worden geïmporteerd.',
  'importMessages.invalidVitae': 'Deze Vitae-export is beschadigd en kan niet worden geïmporteerd.',
  'importMessages.tooFast': 'Je importeert cv’s te snel. Wacht even en probeer het opnieuw.',
  'importMessages.pdfNoText':
    'Deze PDF bevat geen leesbare tekst: misschien is het een scan of een afbeelding. Exporteer je cv vanuit het programma waarin je het schreef als PDF met tekst, of importeer een JSON-bestand.',
  'importMessages.pdfDamaged': 'Deze PDF is beschadigd en kan niet worden gelezen.',
  'importMessages.pdfEncrypted':
    'Deze PDF is met een wachtwoord beveiligd. Verwijder het wachtwoord en importeer hem opnieuw.',
  'importMessages.pdfTooComplex': 'Deze PDF is te groot of te complex om als cv te lezen.',
  'importMessages.docxDamaged': 'Dit Word-bestand is beschadigd en kan niet worden gelezen.',
  'importMessages.docxNoText':
    'Dit Word-bestand bevat geen leesbare tekst: misschien bevat het alleen afbeeldingen. Sla je cv met de tekst op als .docx of PDF, of importeer een JSON-bestand.',
  'importMessages.docxMacros':
    'Dit Word-bestand bevat macro’s (.docm), die nooit worden geïmporteerd. Sla het op als gewoon Word-document (.docx) en importeer het opnieuw.',
  'importMessages.docxLegacy':
    'Dit is een oud Word-document (.doc) of een met een wachtwoord beveiligd Word-bestand, dat niet kan worden gelezen. Sla het op als Word-document (.docx) zonder wachtwoord en importeer het opnieuw.',
  'importMessages.fileTooComplex': 'Dit bestand is te groot of te complex om als cv te lezen.',
  'importMessages.readersBusy': 'De server is bezig met het lezen van andere bestanden. Probeer het zo opnieuw.',
  'importMessages.zipDamaged': 'Dit ZIP-bestand is beschadigd en kan niet worden geïmporteerd.',
  'importMessages.zipEncrypted':
    'Dit ZIP-bestand is met een wachtwoord beveiligd en kan niet worden geïmporteerd. Download je LinkedIn-gegevens opnieuw.',
  'importMessages.zipTooManyEntries':
    'Dit ZIP-bestand bevat meer dan 500 bestanden; een LinkedIn-gegevensexport bevat er veel minder.',
  'importMessages.zipTooLarge':
    'Een bestand in deze ZIP wordt uitgepakt groter dan 5 MB, of alle samen groter dan 20 MB; het kan niet worden geïmporteerd.',
  'importMessages.zipRatio':
    'Een bestand in deze ZIP wordt uitgepakt veel groter dan enig echt bestand (een ‘zipbom’); het kan niet worden geïmporteerd.',
  'importMessages.zipUnsupported':
    'Dit ZIP-bestand gebruikt een compressiemethode die niet kan worden gelezen. Download je LinkedIn-gegevens opnieuw.',
  'importMessages.linkedinNotExport':
    'Dit ZIP-bestand is geen LinkedIn-gegevensexport: het bevat geen van Profile.csv, Positions.csv, Education.csv of Skills.csv.',
  'importMessages.aiNotConfigured':
    'Verbeteren met AI is niet beschikbaar: op deze server is geen AI-aanbieder ingesteld. Importeer het bestand zonder deze optie.',
  'importMessages.invalidImprove': 'Het veld ‘improve’ heeft één mogelijke waarde: ‘ai’.',
  'importAiWarnings.improved': 'Verbeterd met AI: controleer elk veld aan de hand van je PDF.',
  'importAiWarnings.pdfOnly':
    'Verbeteren met AI geldt alleen voor PDF- en Word-bestanden; dit bestand is ongewijzigd geïmporteerd.',
  'importAiWarnings.failed': 'AI kon deze import niet verbeteren ({reason}); het cv is zonder AI gelezen.',
  'importAiWarnings.textCut':
    '{max, plural, one {Alleen het eerste teken ({max, number}) van de tekst van de PDF is naar de AI gestuurd.} other {Alleen de eerste {max, number} tekens van de tekst van de PDF zijn naar de AI gestuurd.}}',
  'versionMessages.invalidName': 'Geef de versie een naam van 1 tot 60 tekens.',
  'versionMessages.invalidVersionId': 'Ongeldige versie-id. Vernieuw de pagina.',
  'versionMessages.notFound': 'Versie niet gevonden.',
  'versionMessages.saved': 'Versie opgeslagen.',
  'versionMessages.restored': 'Versie hersteld.',
  'versionMessages.restoreUndone': 'Herstellen ongedaan gemaakt.',
  'versionMessages.automatic': 'Automatische momentopname',
  'versionMessages.beforeRestoring': 'Vóór het herstellen van ‘{name}’',
  'trashMessages.listed': 'Prullenbak geladen.',
  'trashMessages.restored': 'Cv hersteld.',
  'trashMessages.deletedForever': 'Cv definitief verwijderd.',
  'shareMessages.enabled': 'Deellink aan.',
  'shareMessages.disabled': 'Deellink uit.',
  'shareMessages.notFound': 'Deze link leidt niet naar een cv. Misschien is hij uitgezet.',
  'shareMessages.passwordRequired': 'Dit cv is beveiligd met een wachtwoord.',
  'shareMessages.wrongPassword': 'Dat wachtwoord klopt niet.',
  'shareMessages.unlocked': 'Ontgrendeld.',
  'shareMessages.tooManyAttempts':
    'Te veel wachtwoordpogingen. Wacht {unit, select, minute {{count, plural, one {{count} minuut} other {{count} minuten}}} other {{count, plural, one {{count} seconde} other {{count} seconden}}}} en probeer het opnieuw.',
  'shareMessages.passwordLength': 'Gebruik een wachtwoord van 4 tot 128 tekens, of geen.',
  'shareMessages.passwordMissing': 'Voer het wachtwoord in.',
  'shareMessages.linkCopied': 'Link gekopieerd.',
  'validationMessages.tooLong': 'Mag hooguit {max, plural, one {{max} teken} other {{max} tekens}} lang zijn.',
  'validationMessages.tooManyItems': 'Een lijst bevat hooguit {max, plural, one {{max} item} other {{max} items}}.',
  'validationMessages.tooManyContacts':
    'Hooguit {max, plural, one {{max} contactpersoon} other {{max} contactpersonen}}.',
  'validationMessages.stageInvalid': 'De fase moet een van deze zijn: {stages}.',
  'validationMessages.reasonInvalid': 'De reden moet een van deze zijn: {reasons}.',
  'accountMessages.resetLinkSent':
    'Als er een account met dit adres bestaat, hebben we er een link naartoe gestuurd om het wachtwoord opnieuw in te stellen.',
  'accountMessages.resetTokenInvalid': 'Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe aan.',
  'accountMessages.passwordReset': 'Je wachtwoord is gewijzigd. Log in met het nieuwe.',
  'accountMessages.verifyTokenInvalid': 'Deze link is ongeldig, verlopen of al gebruikt.',
  'accountMessages.emailVerified': 'Je e-mailadres is geverifieerd.',
  'accountMessages.emailChanged': 'Je e-mailadres is gewijzigd.',
  'accountMessages.verificationSent': 'We hebben je een link gestuurd om je e-mailadres te verifiëren.',
  'accountMessages.alreadyVerified': 'Je e-mailadres is al geverifieerd.',
  'accountMessages.emailChangeSent': 'We hebben een link naar {email} gestuurd. Je adres verandert zodra je die opent.',
  'accountMessages.sessionEnded': 'Uitgelogd uit die sessie.',
  'accountMessages.otherSessionsEnded': 'Uitgelogd uit alle andere sessies.',
  'accountMessages.sessionNotFound': 'Die sessie bestaat niet.',
  'accountMessages.twoFactorAlreadyOn': 'Tweestapsverificatie staat al aan.',
  'accountMessages.twoFactorNotSetUp': 'Begin eerst met het instellen van tweestapsverificatie.',
  'accountMessages.twoFactorEnabled': 'Tweestapsverificatie staat aan.',
  'accountMessages.twoFactorDisabled': 'Tweestapsverificatie staat uit.',
  'accountMessages.twoFactorNotOn': 'Tweestapsverificatie staat niet aan.',
  'accountMessages.twoFactorCodeWrong': 'De code klopt niet. Probeer de nieuwste code uit je app, of een herstelcode.',
  'accountMessages.twoFactorCodeRequired': 'Voer de 6-cijferige code uit je authenticator-app in, of een herstelcode.',
  'accountMessages.twoFactorChallengeInvalid': 'Deze inlogstap is verlopen. Log opnieuw in.',
  'accountMessages.twoFactorDisableProof': 'Voer een code uit je authenticator-app of je wachtwoord in.',
  'accountMessages.passkeyAdded': 'Toegangssleutel toegevoegd.',
  'accountMessages.passkeyRenamed': 'Toegangssleutel hernoemd.',
  'accountMessages.passkeyRemoved': 'Toegangssleutel verwijderd.',
  'accountMessages.passkeyNotFound': 'Die toegangssleutel bestaat niet.',
  'accountMessages.passkeyFailed': 'De toegangssleutel kon niet worden gecontroleerd. Probeer het opnieuw.',
  'accountMessages.passkeyUnknown': 'Deze toegangssleutel is niet geregistreerd bij deze site.',
  'accountMessages.passkeyLimit': 'Een account kan hooguit 20 toegangssleutels hebben.',
  'accountMessages.lastSignInMethod':
    'Houd minstens één manier om in te loggen: stel eerst een wachtwoord in of voeg een toegangssleutel toe.',
  'accountMessages.signUpClosed': 'Registreren is gesloten op deze instantie.',
  'accountMessages.inviteRequired': 'Voor registreren op deze instantie is een uitnodiging nodig.',
  'accountMessages.inviteInvalid': 'Deze uitnodiging is ongeldig, verlopen of al gebruikt.',
  'accountMessages.setupTokenRequired':
    'Het eerste account van deze instantie heeft het installatietoken van de beheerder nodig.',
  'accountMessages.setupTokenWrong': 'Het installatietoken klopt niet.',
  'accountMessages.recoveryCodesCopied': 'Herstelcodes gekopieerd.',
  'accountMessages.googleDisconnected': 'Google is niet langer gekoppeld aan je account.',
  'applicationMessages.companyRequired': 'Voer het bedrijf in.',
  'applicationMessages.roleRequired': 'Voer de functie in.',
  'applicationMessages.linkInvalid': 'De link moet een webadres zijn dat begint met http:// of https://.',
  'applicationMessages.reasonRequired': 'Geef aan waarom de sollicitatie is afgesloten.',
  'applicationMessages.reasonOnlyWhenClosed': 'Een reden geef je alleen op als de sollicitatie is afgesloten.',
  'applicationMessages.nextStepTitleRequired': 'Geef de volgende stap een naam.',
  'applicationMessages.nextStepDateInvalid': 'De volgende stap heeft een datum en tijd nodig.',
  'applicationMessages.notFound': 'Sollicitatie niet gevonden.',
  'applicationMessages.invalidId': 'Ongeldige sollicitatie-id.',
  'applicationMessages.tooMany':
    'Je kunt hooguit {max, plural, one {{max} sollicitatie} other {{max} sollicitaties}} bewaren. Verwijder er een paar om meer toe te voegen.',
  'applicationMessages.nothingToUpdate': 'Niets bij te werken.',
  'applicationMessages.created': 'Sollicitatie toegevoegd.',
  'applicationMessages.updated': 'Sollicitatie opgeslagen.',
  'applicationMessages.deleted': 'Sollicitatie verwijderd.',
  'applicationMessages.stageChanged': 'Fase gewijzigd.',
  'applicationMessages.csvNotCsv': 'Kies een CSV-bestand.',
  'applicationMessages.csvTooLarge': 'Het CSV-bestand is groter dan {megabytes} MB.',
  'applicationMessages.csvNoHeader':
    'Het CSV-bestand moet beginnen met een kopregel die de kolommen noemt (minstens company en role).',
  'applicationMessages.csvTooManyRows':
    'Een CSV-bestand bevat hooguit {max, plural, one {{max} sollicitatie} other {{max} sollicitaties}}.',
  'applicationMessages.csvAppliedAtInvalid':
    'applied_at moet een datum (2026-03-01) of een datum en tijd (2026-03-01T09:00:00Z) zijn.',
  'applicationMessages.importTooFast': 'Je importeert sollicitaties te snel. Wacht even en probeer het opnieuw.',
  'applicationMessages.csvBadRow': 'Regel {line}: {message}',
  'applicationMessages.imported':
    '{count, plural, one {{count} sollicitatie} other {{count} sollicitaties}} geïmporteerd.',
  'applicationMessages.resumeNotFound': 'Cv niet gevonden.',
  'applicationMessages.coverLetterNotFound': 'Motivatiebrief niet gevonden.',
  'atsMessages.checked': 'Cv gecontroleerd.',
  'atsMessages.fileChecked': 'Bestand gecontroleerd.',
  'atsMessages.tooFast': 'Je controleert cv’s te snel. Wacht even en probeer het opnieuw.',
  'atsMessages.publicTooFast':
    'Te veel bestanden gecontroleerd vanaf je netwerk. Wacht een minuut en probeer het opnieuw.',
  'atsFileMessages.unsupported': 'Upload een PDF of een Word-bestand (.docx) om te controleren.',
  'coverLetterMessages.titleRequired': 'Voer een titel in.',
  'coverLetterMessages.notFound': 'Motivatiebrief niet gevonden.',
  'coverLetterMessages.invalidId': 'Ongeldige id van de motivatiebrief.',
  'coverLetterMessages.resumeNotFound': 'Cv niet gevonden.',
  'coverLetterMessages.applicationNotFound': 'Sollicitatie niet gevonden.',
  'coverLetterMessages.bodyTooLong': 'Een motivatiebrief mag hooguit 20000 tekens lang zijn.',
  'coverLetterMessages.tooMany':
    'Je kunt hooguit {max, plural, one {{max} motivatiebrief} other {{max} motivatiebrieven}} bewaren. Verwijder er een paar om meer toe te voegen.',
  'coverLetterMessages.nothingToUpdate': 'Niets bij te werken.',
  'coverLetterMessages.versionConflict':
    'Deze motivatiebrief is elders gewijzigd. Je tekst blijft bewaard; bekijk de nieuwere versie.',
  'coverLetterMessages.created': 'Motivatiebrief gemaakt.',
  'coverLetterMessages.saved': 'Motivatiebrief opgeslagen.',
  'coverLetterMessages.deleted': 'Motivatiebrief naar de prullenbak verplaatst.',
  'coverLetterMessages.restored': 'Motivatiebrief hersteld.',
  'coverLetterMessages.deletedForever': 'Motivatiebrief definitief verwijderd.',
  'coverLetterMessages.drafted': 'Concept klaar. Controleer het voordat je het invoegt.',
  'coverLetterMessages.aiUnavailable': 'Schrijven met AI vereist een AI-aanbieder; gebruik het offline concept.',
  'coverLetterMessages.invalidFormat': 'Het formaat moet pdf of docx zijn.',
  'coverLetterMessages.chooseResume': 'Kies een cv.',
  'coverLetterMessages.draftRestorePrompt':
    'Deze motivatiebrief heeft op dit apparaat wijzigingen die nooit zijn opgeslagen.',
  'coverLetterMessages.draftInserted': 'Concept ingevoegd.',
  'coverLetterMessages.draftInsertUndone': 'Je vorige tekst is terug.',
  'coverLetterMessages.noResumeLinked':
    'Koppel een cv om het voorbeeld te zien: de brief neemt de contactgegevens en opmaak ervan over.',
  'jobMatchMessages.postingRequired': 'Plak de vacature.',
  'jobMatchMessages.postingTooLong': 'Een vacature mag hooguit 50000 tekens lang zijn.',
  'jobMatchMessages.resumeRequired': 'Kies een cv om te vergelijken.',
  'jobMatchMessages.resumeNotFound': 'Cv niet gevonden.',
  'jobMatchMessages.noPosting':
    'Deze sollicitatie heeft geen vacaturetekst om mee te vergelijken. Plak eerst de vacature.',
  'jobMatchMessages.noRequirements': 'In deze vacature zijn geen eisen gevonden.',
  'jobMatchMessages.secondOpinionUnavailable':
    'Een second opinion vereist een AI-aanbieder; de offline vergelijking wordt getoond.',
  'tailorMessages.created': 'Aangepaste kopie gemaakt.',
  'tailorMessages.accepted': 'Wijziging toegepast.',
  'tailorMessages.undone': 'Wijziging ongedaan gemaakt.',
  'tailorMessages.rejected': 'Wijziging afgewezen.',
  'tailorMessages.noTailoring': 'Deze sollicitatie is nog niet aangepast.',
  'tailorMessages.noProposals': 'Niets te wijzigen: je cv zet al voorop wat deze vacature vraagt.',
  'tailorMessages.conflict':
    'De aangepaste kopie is elders gewijzigd. Ze is opnieuw geladen: bekijk de wijziging nog eens en kies.',
  'tailorMessages.stale':
    'Dit deel van de aangepaste kopie is sinds het voorstel gewijzigd, dus het voorstel geldt niet meer.',
  'tailorMessages.sectionOrderReason':
    'Zet {first} hoger: die sectie toont {count, plural, one {{count} van de dingen} other {{count} van de dingen}} waar deze vacature om vraagt.',
  'tailorMessages.skillOrderReason':
    'Zet {met, plural, one {de vaardigheid} other {de {met} vaardigheden}} waar de vacature om vraagt vooraan.',
  'tailorMessages.bulletOrderReason':
    'Zet {met, plural, one {het opsommingspunt dat aansluit} other {de {met} opsommingspunten die aansluiten}} bij de vacature hoger.',
  'tailorMessages.aiSummaryReason':
    'Een herschreven samenvatting die aansluit bij de vacature, zonder iets wat je cv niet zegt.',
  'tailorMessages.aiBulletReason':
    'Een herschreven opsommingspunt dat aansluit bij de vacature, zonder iets wat je cv niet zegt.',
  'tailorMessages.proposalNotFound': 'Voorstel niet gevonden.',
  'tailorMessages.invalidDecision': 'Kies accepted, rejected of open.',
  'tailorMessages.dropped':
    '{count, plural, one {{count} voorstel is geschrapt omdat het feiten toevoegde die niet in je cv staan.} other {{count} voorstellen zijn geschrapt omdat ze feiten toevoegden die niet in je cv staan.}}',
} satisfies PartCatalogue<'messages'>;
