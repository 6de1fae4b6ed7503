import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'landing.heroTitle': 'Erstellen Sie Ihren Lebenslauf mit KI',
  'landing.heroText':
    'Erstellen Sie mit unserem KI-gestützten Lebenslauf-Editor mehrere Lebensläufe aus fertigen Vorlagen.',
  'landing.start': 'Lebenslauf erstellen',
  'landing.atsTeaser':
    'Sie haben schon einen Lebenslauf? <link>Prüfen Sie, wie ein ATS ihn liest</link> – kostenlos und ohne Konto.',
  'landing.howItWorks': 'So funktioniert es',
  'landing.step': 'Schritt {number}',
  'landing.step1Title': 'Ein intelligentes Formular ausfüllen',
  'landing.step1Text':
    'Nennen Sie uns Ihre Berufsbezeichnung, Kenntnisse und Ihren Werdegang in einem geführten Formular.',
  'landing.step2Title': 'Mit KI erstellen und anpassen',
  'landing.step2Text':
    'Lassen Sie Zusammenfassungen und Abschnitte von der KI schreiben und machen Sie sie zu Ihren eigenen.',
  'landing.step3Title': 'Lebenslauf herunterladen',
  'landing.step3Text': 'Wählen Sie eine professionelle Vorlage und laden Sie Ihren Lebenslauf als PDF herunter.',
  'landing.testimonials': 'Was unsere Nutzer sagen',
  'landing.testimonial1Role': 'Frontend-Entwicklerin',
  'landing.testimonial1Quote':
    '„Ich habe an einem Abend drei zugeschnittene Lebensläufe erstellt. Die KI-Zusammenfassung war ein großartiger Ausgangspunkt.“',
  'landing.testimonial2Role': 'Datenanalyst',
  'landing.testimonial2Quote':
    '„Dank der Live-Vorschau des PDFs gab es keine Überraschungen. Ich habe einen sauberen Lebenslauf heruntergeladen und Vorstellungsgespräche bekommen.“',
  'landing.testimonialBy': '<b>{who}</b>, {job}',
  'landing.footerNav': 'Über Vitae',
  'landing.terms': 'Nutzungsbedingungen',
  'landing.privacy': 'Datenschutzerklärung',
  'landing.madeBy': 'Mit Sorgfalt gemacht von den Mitwirkenden an Vitae.',

  'about.intro':
    'Vitae hilft Arbeitsuchenden, mit Unterstützung von KI schnell professionelle Lebensläufe zu erstellen.',
  'about.features': 'Funktionen',
  'about.qualityTitle': 'Professionelle Qualität',
  'about.qualityText': 'Vorlagen, die Personalverantwortliche und Bewerbermanagementsysteme überzeugen.',
  'about.tailoredTitle': 'Auf Sie zugeschnitten',
  'about.tailoredText': 'KI-Vorschläge, abgestimmt auf Ihre Berufsbezeichnung, Kenntnisse und Erfahrung.',
  'about.futureTitle': 'Zukunftssicher',
  'about.futureText': 'Halten Sie mehrere Lebensläufe aktuell und laden Sie sie herunter, wann immer Sie sie brauchen.',
  'about.mission': 'Mission',
  'about.missionText': 'Allen einen Lebenslauf zu geben, der ihre Stärken zeigt – in wenigen Minuten und kostenlos.',
  'about.vision': 'Vision',
  'about.visionText': 'Eine Welt, in der niemand eine Stelle wegen seines Lebenslaufs verpasst.',
  'about.start': 'Lebenslauf beginnen',

  'publicResume.protected': 'Geschützter Lebenslauf',
  'publicResume.password': 'Passwort',
  'publicResume.opening': 'Wird geöffnet',
  'publicResume.open': 'Lebenslauf öffnen',
  'publicResume.home': 'Zur Startseite',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': 'PDF herunterladen',
  'publicResume.notFound': 'Link nicht gefunden',
  'publicResume.openFailed': 'Der Lebenslauf konnte nicht geöffnet werden',

  'view.title': 'Glückwunsch! Ihr KI-generierter Lebenslauf ist fertig!',
  'view.text': 'Jetzt können Sie Ihren Lebenslauf direkt herunterladen und mit Personalverantwortlichen teilen.',
  'view.generating': 'Wird erstellt',
  'view.generatingNow': 'Wird erstellt …',
  'view.download': 'Lebenslauf herunterladen',
  'view.backToEditor': 'Zurück zum Editor',

  'public.tryAgain': 'Erneut versuchen',
  'public.signIn': 'Anmelden',
  'public.backToDashboard': 'Zurück zur Übersicht',

  'legal.terms': `# Nutzungsbedingungen

Diese Instanz von Vitae wird von ihrem Betreiber betrieben, nicht von den Autoren der Vitae-Software. Diese Standardbedingungen gelten, bis der Betreiber sie ersetzt (siehe docs/accounts.md im Vitae-Repository).

## Ihr Konto

- Sie behalten das Passwort, die Zwei-Faktor-Codes und die Passkeys Ihres Kontos für sich. Sie sind dafür verantwortlich, was mit Ihrem Konto geschieht.
- Sie können Ihr Konto jederzeit auf der Kontoseite löschen; alles, was es enthält, wird mit ihm gelöscht.

## Ihre Inhalte

- Was Sie schreiben – Lebensläufe, Anschreiben, Notizen – gehört Ihnen. Der Betreiber speichert es nur, um Ihnen den Dienst zu erbringen: es anzuzeigen, es als PDF und in anderen Formaten auszugeben und es zu teilen, wo Sie das Teilen einschalten.
- Sie laden keine Inhalte hoch, zu denen Sie nicht berechtigt sind oder die gegen das Gesetz verstoßen.

## Der Dienst

- Der Dienst wird so bereitgestellt, wie er ist, ohne jede Gewährleistung. Der Betreiber kann ihn ändern oder einstellen; er sollte Sie rechtzeitig informieren, damit Sie Ihre Daten exportieren können (Kontoseite, „Exportieren“).
- Der Betreiber kann ein Konto sperren, mit dem der Dienst missbraucht wird (zum Beispiel durch Versuche, in andere Konten einzudringen).

## Kontakt

Fragen zu diesen Bedingungen richten Sie an den Betreiber dieser Instanz.
`,
  'legal.privacy': `# Datenschutzerklärung

Diese Instanz von Vitae wird von ihrem Betreiber betrieben. Diese Standarderklärung beschreibt, was die Vitae-Software mit personenbezogenen Daten tut; der Betreiber kann sie durch seine eigene ersetzen.

## Was gespeichert wird

- **Ihr Konto**: Ihre E-Mail-Adresse, Ihr Name, ein Hash Ihres Passworts (nie das Passwort selbst), ob Ihre Adresse bestätigt ist, Ihre Einstellungen für die Zwei-Faktor-Authentifizierung und Ihre Passkeys (nur öffentliche Schlüssel) sowie Ihre Anmeldesitzungen (die Beschreibung, die der Browser von sich gibt, und wann er zuletzt verwendet wurde).
- **Ihre Dokumente**: die Lebensläufe, die Sie schreiben, ihr Verlauf und ihre erzeugten PDFs, Ihr Wörterbuch und die Freigabelinks, die Sie erstellen, mit ihren Aufrufzahlen.

## Was weitergegeben wird

- **E-Mail**: Nachrichten zu Ihrem Konto (Zurücksetzen des Passworts, Bestätigung der Adresse, Sicherheitshinweise) gehen über den Mailserver des Betreibers.
- **KI-Schreibhilfe**: Nur wenn der Betreiber einen KI-Anbieter eingerichtet hat und nur wenn Sie um Hilfe bitten, wird der für diese Anfrage nötige Text an diesen Anbieter gesendet. Ohne Anbieter läuft die Schreibhilfe auf diesem Server.
- **Anmeldung mit Google**: Nur wenn Sie sie wählen; Google weiß dann, dass Sie sich hier angemeldet haben.
- Sonst nichts: keine Analyse, keine Werbung, kein Tracking.

## Ihre Rechte

- Sie können alles, was über Sie gespeichert ist, jederzeit einsehen, exportieren (Kontoseite, „Exportieren“) und löschen (Kontoseite, „Konto löschen“). Mit Ihrem Konto werden auch Ihre Dokumente gelöscht.

## Kontakt

Fragen zu Ihren Daten richten Sie an den Betreiber dieser Instanz.
`,
} satisfies PartCatalogue<'public'>;
