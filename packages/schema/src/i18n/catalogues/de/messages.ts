import type { PartCatalogue } from '../../catalogue.ts';

/** German (Deutsch): the server's messages beyond MESSAGES (docs/i18n-glossary.md). */
export default {
  'messages.notFitted':
    '{pages, plural, one {Dieser Lebenslauf braucht bei der kleinsten erlaubten Größe und dem engsten Abstand noch {pages} Seite. Kürzen oder verbergen Sie einen Abschnitt, damit er auf eine Seite passt.} other {Dieser Lebenslauf braucht bei der kleinsten erlaubten Größe und dem engsten Abstand noch {pages} Seiten. Kürzen oder verbergen Sie einen Abschnitt, damit er auf eine Seite passt.}}',
  'messages.invalidSection':
    'design.{field} nennt einen Abschnitt, den es nicht gibt. Abschnitte: {sections} sowie die IDs Ihrer eigenen Abschnitte.',
  'messages.pdfTooManyPages':
    'Dieser Lebenslauf hätte {pages, plural, one {{pages} Seite} other {{pages} Seiten}}; erlaubt sind {limit}. Kürzen oder entfernen Sie einige Abschnitte.',
  'messages.pdfTooMuchText':
    'Dieser Lebenslauf enthält mehr als {megabytes} MB Text. Kürzen Sie die längsten Abschnitte.',
  'messages.resumeLimit':
    'Sie haben die Höchstzahl von {max, plural, one {{max} Lebenslauf} other {{max} Lebensläufen}} erreicht. Löschen Sie einen, den Sie nicht mehr brauchen, um einen neuen zu erstellen.',
  'designMessages.accentColor': 'design.accentColor muss eine Farbe wie #1f6feb sein.',
  'designMessages.fontFamily': 'design.fontFamily muss eine der Schriftarten aus GET /api/v1/config sein.',
  'designMessages.fontSize': 'design.fontSize muss zwischen 9 und 12 Punkt liegen, in Schritten von 0,5.',
  'designMessages.lineSpacing': 'design.lineSpacing muss compact, normal oder relaxed sein.',
  'designMessages.margins': 'design.margins muss narrow, normal oder wide sein.',
  'designMessages.pageSize': 'design.pageSize muss A4 oder Letter sein.',
  'designMessages.language': 'design.language muss eine der Sprachen aus GET /api/v1/config sein.',
  'designMessages.sectionOrder': 'design.sectionOrder muss Abschnittsschlüssel auflisten, jeden höchstens einmal.',
  'designMessages.hiddenSections': 'design.hiddenSections muss Abschnittsschlüssel auflisten.',
  'designMessages.sectionTitles':
    'design.sectionTitles muss jedem Abschnittsschlüssel einen Titel von höchstens 60 Zeichen geben.',
  'designMessages.fitToOnePage': 'design.fitToOnePage muss true oder false sein.',
  'designMessages.design': 'design muss ein Objekt mit Gestaltungseinstellungen sein.',
  'customSectionMessages.id':
    'customSections: Jeder Abschnitt braucht eine ID wie custom-1a2b (Kleinbuchstaben und Ziffern nach „custom-“).',
  'customSectionMessages.title': 'customSections: Jeder Abschnitt braucht einen Titel.',
  'customSectionMessages.tooMany': 'Ein Lebenslauf enthält höchstens 10 eigene Abschnitte.',
  'customSectionMessages.duplicateId': 'customSections: Zwei Abschnitte haben dieselbe ID.',
  'listMessages.removed': '{label} entfernt.',
  'listMessages.restored': '{label} wiederhergestellt.',
  'listMessages.duplicated': '{label} als Eintrag {position} dupliziert.',
  'listMessages.moved': '{label} an Position {position} von {count} verschoben.',
  'listMessages.bulletsAdded':
    '{count, plural, one {{count} Stichpunkt} other {{count} Stichpunkte}} zur Tätigkeitsbeschreibung hinzugefügt.',
  'listMessages.stillNeeded': 'Noch erforderlich: {fields}.',
  'summaryMessages.corrected': '{change, select, removed {„{from}“ entfernt.} other {„{from}“ in „{to}“ geändert.}}',
  'summaryMessages.allCorrected': '{count, plural, one {{count} Korrektur} other {{count} Korrekturen}} übernommen.',
  'summaryMessages.replaced': 'Ihr Kurzprofil wurde durch den Vorschlag ersetzt.',
  'summaryMessages.used': 'Der Vorschlag ist jetzt Ihr Kurzprofil.',
  'summaryMessages.sentenceAdded': 'Vorschlag zum Kurzprofil hinzugefügt.',
  'importMessages.imported': 'Lebenslauf importiert.',
  'importMessages.noFile':
    'Wählen Sie eine Datei zum Importieren: Senden Sie sie als multipart/form-data in einem Feld namens „file“.',
  'importMessages.oneFile': 'Senden Sie jeweils eine Datei, in einem Feld namens „file“.',
  'importMessages.notMultipart': 'Senden Sie die Datei als multipart/form-data, in einem Feld namens „file“.',
  'importMessages.tooLarge': 'Die Datei ist größer als 10 MB.',
  'importMessages.emptyFile': 'Die Datei ist leer.',
  'importMessages.unsupported':
    'Diese Datei kann nicht importiert werden. Möglich sind: ein Vitae-Export (.vitae.json), eine JSON-Resume-Datei (.json), ein Lebenslauf als PDF (.pdf), ein Word-Dokument (.docx) oder der Datenexport von LinkedIn (.zip).',
  'importMessages.tooDeep': 'Die Datei ist zu tief verschachtelt, um ein Lebenslauf zu sein.',
  'importMessages.newerVersion':
    'Dieser Vitae-Export stammt aus einer neueren Version von Vitae und kann hier nicht importiert werden.',
  'importMessages.invalidVitae': 'Dieser Vitae-Export ist beschädigt und kann nicht importiert werden.',
  'importMessages.tooFast':
    'Sie importieren Lebensläufe zu schnell. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'importMessages.pdfNoText':
    'Diese PDF enthält keinen lesbaren Text: Es handelt sich vielleicht um einen Scan oder ein Bild. Exportieren Sie Ihren Lebenslauf aus dem Programm, in dem Sie ihn geschrieben haben, als PDF mit Text, oder importieren Sie eine JSON-Datei.',
  'importMessages.pdfDamaged': 'Diese PDF ist beschädigt und kann nicht gelesen werden.',
  'importMessages.pdfEncrypted':
    'Diese PDF ist passwortgeschützt. Entfernen Sie das Passwort und importieren Sie sie erneut.',
  'importMessages.pdfTooComplex': 'Diese PDF ist zu groß oder zu komplex, um als Lebenslauf gelesen zu werden.',
  'importMessages.docxDamaged': 'Diese Word-Datei ist beschädigt und kann nicht gelesen werden.',
  'importMessages.docxNoText':
    'Diese Word-Datei enthält keinen lesbaren Text: Vielleicht enthält sie nur Bilder. Speichern Sie Ihren Lebenslauf mit seinem Text als .docx oder PDF, oder importieren Sie eine JSON-Datei.',
  'importMessages.docxMacros':
    'Diese Word-Datei enthält Makros (.docm), die nie importiert werden. Speichern Sie sie als einfaches Word-Dokument (.docx) und importieren Sie sie erneut.',
  'importMessages.docxLegacy':
    'Dies ist ein altes Word-Dokument (.doc) oder eine passwortgeschützte Word-Datei, die nicht gelesen werden kann. Speichern Sie sie als Word-Dokument (.docx) ohne Passwort und importieren Sie sie erneut.',
  'importMessages.fileTooComplex': 'Diese Datei ist zu groß oder zu komplex, um als Lebenslauf gelesen zu werden.',
  'importMessages.readersBusy': 'Der Server liest gerade andere Dateien. Bitte versuchen Sie es gleich noch einmal.',
  'importMessages.zipDamaged': 'Diese ZIP-Datei ist beschädigt und kann nicht importiert werden.',
  'importMessages.zipEncrypted':
    'Diese ZIP-Datei ist passwortgeschützt und kann nicht importiert werden. Laden Sie Ihre LinkedIn-Daten erneut herunter.',
  'importMessages.zipTooManyEntries':
    'Diese ZIP-Datei enthält mehr als 500 Dateien; ein LinkedIn-Datenexport enthält weit weniger.',
  'importMessages.zipTooLarge':
    'Eine Datei in diesem ZIP wird beim Entpacken größer als 5 MB, oder alle zusammen größer als 20 MB; es kann nicht importiert werden.',
  'importMessages.zipRatio':
    'Eine Datei in diesem ZIP wird beim Entpacken weit größer als jede echte Datei (eine „ZIP-Bombe“); es kann nicht importiert werden.',
  'importMessages.zipUnsupported':
    'Diese ZIP-Datei verwendet ein Komprimierungsverfahren, das nicht gelesen werden kann. Laden Sie Ihre LinkedIn-Daten erneut herunter.',
  'importMessages.linkedinNotExport':
    'Diese ZIP-Datei ist kein LinkedIn-Datenexport: Sie enthält keine der Dateien Profile.csv, Positions.csv, Education.csv oder Skills.csv.',
  'importMessages.aiNotConfigured':
    'Mit KI verbessern ist nicht verfügbar: Auf diesem Server ist kein KI-Anbieter eingerichtet. Importieren Sie die Datei ohne diese Option.',
  'importMessages.invalidImprove': 'Das Feld „improve“ nimmt einen Wert an: „ai“.',
  'importAiWarnings.improved': 'Mit KI verbessert: Prüfen Sie jedes Feld anhand Ihrer PDF.',
  'importAiWarnings.pdfOnly':
    'Mit KI verbessern gilt nur für PDF- und Word-Dateien; diese Datei wurde unverändert importiert.',
  'importAiWarnings.failed':
    'Die KI konnte diesen Import nicht verbessern ({reason}); der Lebenslauf wurde ohne sie gelesen.',
  'importAiWarnings.textCut':
    '{max, plural, one {Nur das erste {max, number} Zeichen des PDF-Textes wurde an die KI gesendet.} other {Nur die ersten {max, number} Zeichen des PDF-Textes wurden an die KI gesendet.}}',
  'versionMessages.invalidName': 'Geben Sie der Version einen Namen mit 1 bis 60 Zeichen.',
  'versionMessages.invalidVersionId': 'Ungültige Versions-ID. Bitte laden Sie die Seite neu.',
  'versionMessages.notFound': 'Version nicht gefunden.',
  'versionMessages.saved': 'Version gespeichert.',
  'versionMessages.restored': 'Version wiederhergestellt.',
  'versionMessages.restoreUndone': 'Wiederherstellung rückgängig gemacht.',
  'versionMessages.automatic': 'Automatische Momentaufnahme',
  'versionMessages.beforeRestoring': 'Vor dem Wiederherstellen von „{name}“',
  'trashMessages.listed': 'Papierkorb geladen.',
  'trashMessages.restored': 'Lebenslauf wiederhergestellt.',
  'trashMessages.deletedForever': 'Lebenslauf endgültig gelöscht.',
  'shareMessages.enabled': 'Freigabelink aktiviert.',
  'shareMessages.disabled': 'Freigabelink deaktiviert.',
  'shareMessages.notFound': 'Dieser Link führt zu keinem Lebenslauf. Vielleicht wurde er deaktiviert.',
  'shareMessages.passwordRequired': 'Dieser Lebenslauf ist durch ein Passwort geschützt.',
  'shareMessages.wrongPassword': 'Das Passwort ist nicht richtig.',
  'shareMessages.unlocked': 'Entsperrt.',
  'shareMessages.tooManyAttempts':
    'Zu viele Passwortversuche. Bitte warten Sie {unit, select, minute {{count, plural, one {{count} Minute} other {{count} Minuten}}} other {{count, plural, one {{count} Sekunde} other {{count} Sekunden}}}} und versuchen Sie es erneut.',
  'shareMessages.passwordLength': 'Verwenden Sie ein Passwort mit 4 bis 128 Zeichen oder keines.',
  'shareMessages.passwordMissing': 'Bitte geben Sie das Passwort ein.',
  'shareMessages.linkCopied': 'Link kopiert.',
  'validationMessages.tooLong': 'Darf höchstens {max, plural, one {{max} Zeichen} other {{max} Zeichen}} lang sein.',
  'validationMessages.tooManyItems':
    'Eine Liste enthält höchstens {max, plural, one {{max} Eintrag} other {{max} Einträge}}.',
  'validationMessages.tooManyContacts': 'Höchstens {max, plural, one {{max} Kontakt} other {{max} Kontakte}}.',
  'validationMessages.stageInvalid': 'Die Phase muss eine der folgenden sein: {stages}.',
  'validationMessages.reasonInvalid': 'Der Grund muss einer der folgenden sein: {reasons}.',
  'accountMessages.resetLinkSent':
    'Falls für diese Adresse ein Konto existiert, haben wir ihr einen Link zum Zurücksetzen des Passworts gesendet.',
  'accountMessages.resetTokenInvalid':
    'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
  'accountMessages.passwordReset': 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen an.',
  'accountMessages.verifyTokenInvalid': 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
  'accountMessages.emailVerified': 'Ihre E-Mail-Adresse ist bestätigt.',
  'accountMessages.emailChanged': 'Ihre E-Mail-Adresse wurde geändert.',
  'accountMessages.verificationSent': 'Wir haben Ihnen einen Link zur Bestätigung Ihrer E-Mail-Adresse gesendet.',
  'accountMessages.alreadyVerified': 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  'accountMessages.emailChangeSent':
    'Wir haben einen Link an {email} gesendet. Ihre Adresse ändert sich, wenn Sie ihn öffnen.',
  'accountMessages.sessionEnded': 'Von dieser Sitzung abgemeldet.',
  'accountMessages.otherSessionsEnded': 'Von allen anderen Sitzungen abgemeldet.',
  'accountMessages.sessionNotFound': 'Diese Sitzung gibt es nicht.',
  'accountMessages.twoFactorAlreadyOn': 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert.',
  'accountMessages.twoFactorNotSetUp': 'Beginnen Sie zuerst mit der Einrichtung der Zwei-Faktor-Authentifizierung.',
  'accountMessages.twoFactorEnabled': 'Die Zwei-Faktor-Authentifizierung ist aktiviert.',
  'accountMessages.twoFactorDisabled': 'Die Zwei-Faktor-Authentifizierung ist deaktiviert.',
  'accountMessages.twoFactorNotOn': 'Die Zwei-Faktor-Authentifizierung ist nicht aktiviert.',
  'accountMessages.twoFactorCodeWrong':
    'Der Code ist nicht richtig. Versuchen Sie den neuesten Code aus Ihrer App oder einen Wiederherstellungscode.',
  'accountMessages.twoFactorCodeRequired':
    'Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App oder einen Wiederherstellungscode ein.',
  'accountMessages.twoFactorChallengeInvalid': 'Dieser Anmeldeschritt ist abgelaufen. Melden Sie sich erneut an.',
  'accountMessages.twoFactorDisableProof':
    'Geben Sie einen Code aus Ihrer Authentifizierungs-App oder Ihr Passwort ein.',
  'accountMessages.passkeyAdded': 'Passkey hinzugefügt.',
  'accountMessages.passkeyRenamed': 'Passkey umbenannt.',
  'accountMessages.passkeyRemoved': 'Passkey entfernt.',
  'accountMessages.passkeyNotFound': 'Diesen Passkey gibt es nicht.',
  'accountMessages.passkeyFailed': 'Der Passkey konnte nicht geprüft werden. Versuchen Sie es erneut.',
  'accountMessages.passkeyUnknown': 'Dieser Passkey ist für diese Website nicht registriert.',
  'accountMessages.passkeyLimit': 'Ein Konto kann höchstens 20 Passkeys haben.',
  'accountMessages.lastSignInMethod':
    'Behalten Sie mindestens eine Anmeldemöglichkeit: Legen Sie zuerst ein Passwort fest oder fügen Sie einen Passkey hinzu.',
  'accountMessages.signUpClosed': 'Die Registrierung ist auf dieser Instanz geschlossen.',
  'accountMessages.inviteRequired': 'Für die Registrierung auf dieser Instanz ist eine Einladung nötig.',
  'accountMessages.inviteInvalid': 'Diese Einladung ist ungültig, abgelaufen oder wurde bereits verwendet.',
  'accountMessages.setupTokenRequired':
    'Das erste Konto dieser Instanz braucht das Einrichtungstoken von ihrem Betreiber.',
  'accountMessages.setupTokenWrong': 'Das Einrichtungstoken ist nicht richtig.',
  'accountMessages.recoveryCodesCopied': 'Wiederherstellungscodes kopiert.',
  'accountMessages.googleDisconnected': 'Google ist nicht mehr mit Ihrem Konto verbunden.',
  'applicationMessages.companyRequired': 'Bitte geben Sie das Unternehmen ein.',
  'applicationMessages.roleRequired': 'Bitte geben Sie die Stelle ein.',
  'applicationMessages.linkInvalid': 'Der Link muss eine Webadresse sein, die mit http:// oder https:// beginnt.',
  'applicationMessages.reasonRequired': 'Geben Sie an, warum die Bewerbung abgeschlossen wurde.',
  'applicationMessages.reasonOnlyWhenClosed': 'Ein Grund wird nur angegeben, wenn die Bewerbung abgeschlossen ist.',
  'applicationMessages.nextStepTitleRequired': 'Bitte benennen Sie den nächsten Schritt.',
  'applicationMessages.nextStepDateInvalid': 'Der nächste Schritt braucht ein Datum und eine Uhrzeit.',
  'applicationMessages.notFound': 'Bewerbung nicht gefunden.',
  'applicationMessages.invalidId': 'Ungültige Bewerbungs-ID.',
  'applicationMessages.tooMany':
    'Sie können höchstens {max, plural, one {{max} Bewerbung} other {{max} Bewerbungen}} behalten. Löschen Sie einige, um weitere hinzuzufügen.',
  'applicationMessages.nothingToUpdate': 'Nichts zu aktualisieren.',
  'applicationMessages.created': 'Bewerbung hinzugefügt.',
  'applicationMessages.updated': 'Bewerbung gespeichert.',
  'applicationMessages.deleted': 'Bewerbung gelöscht.',
  'applicationMessages.stageChanged': 'Phase geändert.',
  'applicationMessages.csvNotCsv': 'Bitte wählen Sie eine CSV-Datei.',
  'applicationMessages.csvTooLarge': 'Die CSV-Datei ist größer als {megabytes} MB.',
  'applicationMessages.csvNoHeader':
    'Die CSV-Datei muss mit einer Kopfzeile beginnen, die ihre Spalten benennt (mindestens company und role).',
  'applicationMessages.csvTooManyRows':
    'Eine CSV-Datei enthält höchstens {max, plural, one {{max} Bewerbung} other {{max} Bewerbungen}}.',
  'applicationMessages.csvAppliedAtInvalid':
    'applied_at muss ein Datum (2026-03-01) oder ein Datum mit Uhrzeit (2026-03-01T09:00:00Z) sein.',
  'applicationMessages.importTooFast':
    'Sie importieren Bewerbungen zu schnell. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'applicationMessages.csvBadRow': 'Zeile {line}: {message}',
  'applicationMessages.imported': '{count, plural, one {{count} Bewerbung} other {{count} Bewerbungen}} importiert.',
  'applicationMessages.resumeNotFound': 'Lebenslauf nicht gefunden.',
  'applicationMessages.coverLetterNotFound': 'Anschreiben nicht gefunden.',
  'atsMessages.checked': 'Lebenslauf geprüft.',
  'atsMessages.fileChecked': 'Datei geprüft.',
  'atsMessages.tooFast':
    'Sie prüfen Lebensläufe zu schnell. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'atsMessages.publicTooFast':
    'Zu viele Dateien aus Ihrem Netzwerk geprüft. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  'atsFileMessages.unsupported': 'Laden Sie eine PDF- oder Word-Datei (.docx) zur Prüfung hoch.',
  'coverLetterMessages.titleRequired': 'Bitte geben Sie einen Titel ein.',
  'coverLetterMessages.notFound': 'Anschreiben nicht gefunden.',
  'coverLetterMessages.invalidId': 'Ungültige Anschreiben-ID.',
  'coverLetterMessages.resumeNotFound': 'Lebenslauf nicht gefunden.',
  'coverLetterMessages.applicationNotFound': 'Bewerbung nicht gefunden.',
  'coverLetterMessages.bodyTooLong': 'Ein Anschreiben darf höchstens 20000 Zeichen lang sein.',
  'coverLetterMessages.tooMany':
    'Sie können höchstens {max, plural, one {{max} Anschreiben} other {{max} Anschreiben}} behalten. Löschen Sie einige, um weitere hinzuzufügen.',
  'coverLetterMessages.nothingToUpdate': 'Nichts zu aktualisieren.',
  'coverLetterMessages.versionConflict':
    'Dieses Anschreiben wurde an anderer Stelle geändert. Ihr Text bleibt erhalten; sehen Sie sich die neuere Version an.',
  'coverLetterMessages.created': 'Anschreiben erstellt.',
  'coverLetterMessages.saved': 'Anschreiben gespeichert.',
  'coverLetterMessages.deleted': 'Anschreiben in den Papierkorb verschoben.',
  'coverLetterMessages.restored': 'Anschreiben wiederhergestellt.',
  'coverLetterMessages.deletedForever': 'Anschreiben endgültig gelöscht.',
  'coverLetterMessages.drafted': 'Entwurf fertig. Prüfen Sie ihn vor dem Einfügen.',
  'coverLetterMessages.aiUnavailable': 'Entwürfe mit KI brauchen einen KI-Anbieter; verwenden Sie den Offline-Entwurf.',
  'coverLetterMessages.invalidFormat': 'Das Format muss pdf oder docx sein.',
  'coverLetterMessages.chooseResume': 'Bitte wählen Sie einen Lebenslauf.',
  'coverLetterMessages.draftRestorePrompt':
    'Dieses Anschreiben hat auf diesem Gerät Änderungen, die nie gespeichert wurden.',
  'coverLetterMessages.draftInserted': 'Entwurf eingefügt.',
  'coverLetterMessages.draftInsertUndone': 'Ihr vorheriger Text ist wieder da.',
  'coverLetterMessages.noResumeLinked':
    'Verknüpfen Sie einen Lebenslauf, um die Vorschau zu sehen: Das Anschreiben übernimmt dessen Kontaktdaten und Gestaltung.',
  'jobMatchMessages.postingRequired': 'Fügen Sie die Stellenanzeige ein.',
  'jobMatchMessages.postingTooLong': 'Eine Stellenanzeige darf höchstens 50000 Zeichen lang sein.',
  'jobMatchMessages.resumeRequired': 'Wählen Sie einen Lebenslauf für den Abgleich.',
  'jobMatchMessages.resumeNotFound': 'Lebenslauf nicht gefunden.',
  'jobMatchMessages.noPosting':
    'Diese Bewerbung hat keinen Text der Stellenanzeige zum Abgleichen. Fügen Sie zuerst die Stellenanzeige ein.',
  'jobMatchMessages.noRequirements': 'In dieser Stellenanzeige wurden keine Anforderungen gefunden.',
  'jobMatchMessages.secondOpinionUnavailable':
    'Eine zweite Meinung braucht einen KI-Anbieter; der Offline-Abgleich wird angezeigt.',
  'tailorMessages.created': 'Angepasste Kopie erstellt.',
  'tailorMessages.accepted': 'Änderung übernommen.',
  'tailorMessages.undone': 'Änderung rückgängig gemacht.',
  'tailorMessages.rejected': 'Änderung verworfen.',
  'tailorMessages.noTailoring': 'Für diese Bewerbung wurde noch nichts angepasst.',
  'tailorMessages.noProposals':
    'Nichts zu ändern: Ihr Lebenslauf stellt bereits an den Anfang, was diese Stellenanzeige verlangt.',
  'tailorMessages.conflict':
    'Die angepasste Kopie wurde an anderer Stelle geändert. Sie wurde neu geladen: Sehen Sie sich die Änderung erneut an und entscheiden Sie.',
  'tailorMessages.stale':
    'Dieser Teil der angepassten Kopie hat sich seit dem Vorschlag geändert, daher gilt der Vorschlag nicht mehr.',
  'tailorMessages.sectionOrderReason':
    'Stellt {first} weiter nach oben: Der Abschnitt zeigt {count, plural, one {{count} der Punkte} other {{count} der Punkte}}, die diese Stellenanzeige verlangt.',
  'tailorMessages.skillOrderReason':
    'Stellt {met, plural, one {die {met} Kenntnis} other {die {met} Kenntnisse}}, die die Stellenanzeige verlangt, an den Anfang.',
  'tailorMessages.bulletOrderReason':
    'Rückt {met, plural, one {den {met} Stichpunkt, der der Stellenanzeige entspricht,} other {die {met} Stichpunkte, die der Stellenanzeige entsprechen,}} nach oben.',
  'tailorMessages.aiSummaryReason':
    'Ein umformuliertes Kurzprofil, das auf die Stellenanzeige eingeht, ohne etwas, das Ihr Lebenslauf nicht sagt.',
  'tailorMessages.aiBulletReason':
    'Ein umformulierter Stichpunkt, der auf die Stellenanzeige eingeht, ohne etwas, das Ihr Lebenslauf nicht sagt.',
  'tailorMessages.proposalNotFound': 'Vorschlag nicht gefunden.',
  'tailorMessages.invalidDecision': 'Wählen Sie accepted, rejected oder open.',
  'tailorMessages.dropped':
    '{count, plural, one {{count} Vorschlag wurde verworfen, weil er Fakten hinzufügte, die Ihr Lebenslauf nicht enthält.} other {{count} Vorschläge wurden verworfen, weil sie Fakten hinzufügten, die Ihr Lebenslauf nicht enthält.}}',
} satisfies PartCatalogue<'messages'>;
