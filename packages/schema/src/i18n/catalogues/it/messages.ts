import type { PartCatalogue } from '../../catalogue.ts';

/** Italian (italiano): the server's messages beyond MESSAGES (docs/i18n-glossary.md). */
export default {
  'messages.notFitted':
    '{pages, plural, one {Questo curriculum occupa ancora {pages} pagina con la dimensione e la spaziatura più piccole consentite. Accorcia o nascondi una sezione per farlo stare in una pagina.} other {Questo curriculum occupa ancora {pages} pagine con la dimensione e la spaziatura più piccole consentite. Accorcia o nascondi una sezione per farlo stare in una pagina.}}',
  'messages.invalidSection':
    'design.{field} indica una sezione che non esiste. Sezioni: {sections} e gli ID delle tue sezioni.',
  'messages.pdfTooManyPages':
    'Questo curriculum avrebbe {pages, plural, one {{pages} pagina} other {{pages} pagine}}; il limite è {limit}. Accorcia o rimuovi alcune sezioni.',
  'messages.pdfTooMuchText':
    'Questo curriculum contiene più di {megabytes} MB di testo. Accorcia le sezioni più lunghe.',
  'messages.resumeLimit':
    'Hai raggiunto il limite di {max, plural, one {{max} curriculum} other {{max} curriculum}}. Eliminane uno che non ti serve più per crearne un altro.',
  'designMessages.accentColor': 'design.accentColor deve essere un colore come #1f6feb.',
  'designMessages.fontFamily': 'design.fontFamily deve essere uno dei caratteri elencati da GET /api/v1/config.',
  'designMessages.fontSize': 'design.fontSize deve essere tra 9 e 12 punti, a passi di 0,5.',
  'designMessages.lineSpacing': 'design.lineSpacing deve essere compact, normal o relaxed.',
  'designMessages.margins': 'design.margins deve essere narrow, normal o wide.',
  'designMessages.pageSize': 'design.pageSize deve essere A4 o Letter.',
  'designMessages.language': 'design.language deve essere una delle lingue elencate da GET /api/v1/config.',
  'designMessages.sectionOrder': 'design.sectionOrder deve elencare chiavi di sezione, ciascuna al massimo una volta.',
  'designMessages.hiddenSections': 'design.hiddenSections deve elencare chiavi di sezione.',
  'designMessages.sectionTitles':
    'design.sectionTitles deve dare a ogni chiave di sezione un titolo di massimo 60 caratteri.',
  'designMessages.fitToOnePage': 'design.fitToOnePage deve essere true o false.',
  'designMessages.design': 'design deve essere un oggetto di impostazioni di stile.',
  'customSectionMessages.id':
    'customSections: ogni sezione richiede un ID come custom-1a2b (lettere minuscole e cifre dopo «custom-»).',
  'customSectionMessages.title': 'customSections: ogni sezione richiede un titolo.',
  'customSectionMessages.tooMany': 'Un curriculum contiene al massimo 10 sezioni personalizzate.',
  'customSectionMessages.duplicateId': 'customSections: due sezioni hanno lo stesso ID.',
  'listMessages.removed': 'Elemento rimosso: {label}.',
  'listMessages.restored': 'Elemento ripristinato: {label}.',
  'listMessages.duplicated': 'Elemento duplicato in posizione {position}: {label}.',
  'listMessages.moved': 'Elemento spostato in posizione {position} di {count}: {label}.',
  'listMessages.bulletsAdded':
    '{count, plural, one {Aggiunto {count} punto elenco} other {Aggiunti {count} punti elenco}} alla descrizione del ruolo.',
  'listMessages.stillNeeded': 'Ancora richiesto: {fields}.',
  'summaryMessages.corrected': '{change, select, removed {«{from}» rimosso.} other {«{from}» sostituito con «{to}».}}',
  'summaryMessages.allCorrected':
    '{count, plural, one {Applicata {count} correzione} other {Applicate {count} correzioni}}.',
  'summaryMessages.replaced': 'Il tuo profilo è stato sostituito con il suggerimento.',
  'summaryMessages.used': 'Il suggerimento ora è il tuo profilo.',
  'summaryMessages.sentenceAdded': 'Suggerimento aggiunto al profilo.',
  'importMessages.imported': 'Curriculum importato.',
  'importMessages.noFile': 'Scegli un file da importare: invialo come multipart/form-data in un campo chiamato «file».',
  'importMessages.oneFile': 'Invia un file alla volta, in un campo chiamato «file».',
  'importMessages.notMultipart': 'Invia il file come multipart/form-data, in un campo chiamato «file».',
  'importMessages.tooLarge': 'Il file supera i 10 MB.',
  'importMessages.emptyFile': 'Il file è vuoto.',
  'importMessages.unsupported':
    'Questo file non può essere importato. Sono accettati: un’esportazione di Vitae (.vitae.json), un file JSON Resume (.json), un curriculum in PDF (.pdf), un documento Word (.docx) o l’esportazione dei dati di LinkedIn (.zip).',
  'importMessages.tooDeep': 'Il file è annidato troppo in profondità per essere un curriculum.',
  'importMessages.newerVersion':
    'Questa esportazione di Vitae proviene da una versione più recente di Vitae e non può essere importata qui.',
  'importMessages.invalidVitae': 'Questa esportazione di Vitae è danneggiata e non può essere importata.',
  'importMessages.tooFast': 'Stai importando curriculum troppo in fretta. Attendi un momento e riprova.',
  'importMessages.pdfNoText':
    'Questo PDF non contiene testo da leggere: potrebbe essere una scansione o un’immagine. Esporta il curriculum dal programma in cui l’hai scritto come PDF con testo, oppure importa un file JSON.',
  'importMessages.pdfDamaged': 'Questo PDF è danneggiato e non può essere letto.',
  'importMessages.pdfEncrypted': 'Questo PDF è protetto da password. Rimuovi la password e importalo di nuovo.',
  'importMessages.pdfTooComplex': 'Questo PDF è troppo grande o complesso per essere letto come curriculum.',
  'importMessages.docxDamaged': 'Questo file Word è danneggiato e non può essere letto.',
  'importMessages.docxNoText':
    'Questo file Word non contiene testo da leggere: forse contiene solo immagini. Salva il curriculum con il suo testo come .docx o PDF, oppure importa un file JSON.',
  'importMessages.docxMacros':
    'Questo file Word contiene macro (.docm), che non vengono mai importate. Salvalo come semplice documento Word (.docx) e importalo di nuovo.',
  'importMessages.docxLegacy':
    'Questo è un vecchio documento Word (.doc) o un file Word protetto da password, che non può essere letto. Salvalo come documento Word (.docx) senza password e importalo di nuovo.',
  'importMessages.fileTooComplex': 'Questo file è troppo grande o complesso per essere letto come curriculum.',
  'importMessages.readersBusy': 'Il server è occupato a leggere altri file. Riprova tra un momento.',
  'importMessages.zipDamaged': 'Questo file ZIP è danneggiato e non può essere importato.',
  'importMessages.zipEncrypted':
    'Questo file ZIP è protetto da password e non può essere importato. Scarica di nuovo i tuoi dati di LinkedIn.',
  'importMessages.zipTooManyEntries':
    'Questo file ZIP contiene più di 500 file; un’esportazione dei dati di LinkedIn ne contiene molti meno.',
  'importMessages.zipTooLarge':
    'Un file di questo ZIP, decompresso, supera i 5 MB, oppure tutti insieme superano i 20 MB; non può essere importato.',
  'importMessages.zipRatio':
    'Un file di questo ZIP, decompresso, diventa molto più grande di qualsiasi file reale (una «bomba ZIP»); non può essere importato.',
  'importMessages.zipUnsupported':
    'Questo file ZIP usa un metodo di compressione che non può essere letto. Scarica di nuovo i tuoi dati di LinkedIn.',
  'importMessages.linkedinNotExport':
    'Questo file ZIP non è un’esportazione dei dati di LinkedIn: non contiene nessuno tra Profile.csv, Positions.csv, Education.csv o Skills.csv.',
  'importMessages.aiNotConfigured':
    'Migliora con l’IA non è disponibile: su questo server non è configurato alcun fornitore di IA. Importa il file senza questa opzione.',
  'importMessages.invalidImprove': 'Il campo «improve» accetta un solo valore: «ai».',
  'importAiWarnings.improved': 'Migliorato con l’IA: controlla ogni campo confrontandolo con il tuo PDF.',
  'importAiWarnings.pdfOnly':
    'Migliora con l’IA vale solo per file PDF e Word; questo file è stato importato così com’è.',
  'importAiWarnings.failed':
    'L’IA non è riuscita a migliorare questa importazione ({reason}); il curriculum è stato letto senza di essa.',
  'importAiWarnings.textCut':
    '{max, plural, one {All’IA è stato inviato solo il primo carattere ({max, number}) del testo del PDF.} other {All’IA sono stati inviati solo i primi {max, number} caratteri del testo del PDF.}}',
  'versionMessages.invalidName': 'Dai alla versione un nome da 1 a 60 caratteri.',
  'versionMessages.invalidVersionId': 'ID della versione non valido. Aggiorna la pagina.',
  'versionMessages.notFound': 'Versione non trovata.',
  'versionMessages.saved': 'Versione salvata.',
  'versionMessages.restored': 'Versione ripristinata.',
  'versionMessages.restoreUndone': 'Ripristino annullato.',
  'versionMessages.automatic': 'Istantanea automatica',
  'versionMessages.beforeRestoring': 'Prima di ripristinare «{name}»',
  'trashMessages.listed': 'Cestino caricato.',
  'trashMessages.restored': 'Curriculum ripristinato.',
  'trashMessages.deletedForever': 'Curriculum eliminato definitivamente.',
  'shareMessages.enabled': 'Link di condivisione attivato.',
  'shareMessages.disabled': 'Link di condivisione disattivato.',
  'shareMessages.notFound': 'Questo link non porta a nessun curriculum. Potrebbe essere stato disattivato.',
  'shareMessages.passwordRequired': 'Questo curriculum è protetto da una password.',
  'shareMessages.wrongPassword': 'La password non è corretta.',
  'shareMessages.unlocked': 'Sbloccato.',
  'shareMessages.tooManyAttempts':
    'Troppi tentativi di password. Attendi {unit, select, minute {{count, plural, one {{count} minuto} other {{count} minuti}}} other {{count, plural, one {{count} secondo} other {{count} secondi}}}} e riprova.',
  'shareMessages.passwordLength': 'Usa una password da 4 a 128 caratteri, oppure nessuna.',
  'shareMessages.passwordMissing': 'Inserisci la password.',
  'shareMessages.linkCopied': 'Link copiato.',
  'validationMessages.tooLong': 'Deve avere al massimo {max, plural, one {{max} carattere} other {{max} caratteri}}.',
  'validationMessages.tooManyItems':
    'Un elenco contiene al massimo {max, plural, one {{max} elemento} other {{max} elementi}}.',
  'validationMessages.tooManyContacts': 'Al massimo {max, plural, one {{max} contatto} other {{max} contatti}}.',
  'validationMessages.stageInvalid': 'La fase deve essere una tra: {stages}.',
  'validationMessages.reasonInvalid': 'Il motivo deve essere uno tra: {reasons}.',
  'accountMessages.resetLinkSent':
    'Se esiste un account con questo indirizzo, gli abbiamo inviato un link per reimpostare la password.',
  'accountMessages.resetTokenInvalid': 'Questo link non è valido, è scaduto o è già stato usato. Richiedine uno nuovo.',
  'accountMessages.passwordReset': 'La tua password è stata cambiata. Accedi con quella nuova.',
  'accountMessages.verifyTokenInvalid': 'Questo link non è valido, è scaduto o è già stato usato.',
  'accountMessages.emailVerified': 'Il tuo indirizzo email è verificato.',
  'accountMessages.emailChanged': 'Il tuo indirizzo email è stato cambiato.',
  'accountMessages.verificationSent': 'Ti abbiamo inviato un link per verificare il tuo indirizzo email.',
  'accountMessages.alreadyVerified': 'Il tuo indirizzo email è già verificato.',
  'accountMessages.emailChangeSent': 'Abbiamo inviato un link a {email}. Il tuo indirizzo cambia quando lo apri.',
  'accountMessages.sessionEnded': 'Uscita da quella sessione effettuata.',
  'accountMessages.otherSessionsEnded': 'Uscita da tutte le altre sessioni effettuata.',
  'accountMessages.sessionNotFound': 'Questa sessione non esiste.',
  'accountMessages.twoFactorAlreadyOn': 'La verifica in due passaggi è già attiva.',
  'accountMessages.twoFactorNotSetUp': 'Prima avvia la configurazione della verifica in due passaggi.',
  'accountMessages.twoFactorEnabled': 'La verifica in due passaggi è attiva.',
  'accountMessages.twoFactorDisabled': 'La verifica in due passaggi è disattivata.',
  'accountMessages.twoFactorNotOn': 'La verifica in due passaggi non è attiva.',
  'accountMessages.twoFactorCodeWrong':
    'Il codice non è corretto. Prova il codice più recente della tua app o un codice di recupero.',
  'accountMessages.twoFactorCodeRequired':
    'Inserisci il codice a 6 cifre della tua app di autenticazione o un codice di recupero.',
  'accountMessages.twoFactorChallengeInvalid': 'Questo passaggio di accesso è scaduto. Accedi di nuovo.',
  'accountMessages.twoFactorDisableProof': 'Inserisci un codice della tua app di autenticazione o la tua password.',
  'accountMessages.passkeyAdded': 'Passkey aggiunta.',
  'accountMessages.passkeyRenamed': 'Passkey rinominata.',
  'accountMessages.passkeyRemoved': 'Passkey rimossa.',
  'accountMessages.passkeyNotFound': 'Questa passkey non esiste.',
  'accountMessages.passkeyFailed': 'Non è stato possibile verificare la passkey. Riprova.',
  'accountMessages.passkeyUnknown': 'Questa passkey non è registrata su questo sito.',
  'accountMessages.passkeyLimit': 'Un account può avere al massimo 20 passkey.',
  'accountMessages.lastSignInMethod':
    'Mantieni almeno un modo per accedere: prima imposta una password o aggiungi una passkey.',
  'accountMessages.signUpClosed': 'La registrazione è chiusa su questa istanza.',
  'accountMessages.inviteRequired': 'Per registrarsi su questa istanza serve un invito.',
  'accountMessages.inviteInvalid': 'Questo invito non è valido, è scaduto o è già stato usato.',
  'accountMessages.setupTokenRequired':
    'Il primo account di questa istanza richiede il token di configurazione fornito dal suo gestore.',
  'accountMessages.setupTokenWrong': 'Il token di configurazione non è corretto.',
  'accountMessages.recoveryCodesCopied': 'Codici di recupero copiati.',
  'accountMessages.googleDisconnected': 'Google non è più collegato al tuo account.',
  'applicationMessages.companyRequired': 'Inserisci l’azienda.',
  'applicationMessages.roleRequired': 'Inserisci il ruolo.',
  'applicationMessages.linkInvalid': 'Il link deve essere un indirizzo web che inizia con http:// o https://.',
  'applicationMessages.reasonRequired': 'Indica perché la candidatura è stata chiusa.',
  'applicationMessages.reasonOnlyWhenClosed': 'Un motivo si indica solo quando la candidatura è chiusa.',
  'applicationMessages.nextStepTitleRequired': 'Dai un nome al prossimo passo.',
  'applicationMessages.nextStepDateInvalid': 'Il prossimo passo richiede una data e un’ora.',
  'applicationMessages.notFound': 'Candidatura non trovata.',
  'applicationMessages.invalidId': 'ID della candidatura non valido.',
  'applicationMessages.tooMany':
    'Puoi conservare al massimo {max, plural, one {{max} candidatura} other {{max} candidature}}. Eliminane alcune per aggiungerne altre.',
  'applicationMessages.nothingToUpdate': 'Niente da aggiornare.',
  'applicationMessages.created': 'Candidatura aggiunta.',
  'applicationMessages.updated': 'Candidatura salvata.',
  'applicationMessages.deleted': 'Candidatura eliminata.',
  'applicationMessages.stageChanged': 'Fase cambiata.',
  'applicationMessages.csvNotCsv': 'Scegli un file CSV.',
  'applicationMessages.csvTooLarge': 'Il file CSV supera i {megabytes} MB.',
  'applicationMessages.csvNoHeader':
    'Il file CSV deve iniziare con una riga di intestazione che nomina le colonne (almeno company e role).',
  'applicationMessages.csvTooManyRows':
    'Un file CSV contiene al massimo {max, plural, one {{max} candidatura} other {{max} candidature}}.',
  'applicationMessages.csvAppliedAtInvalid':
    'applied_at deve essere una data (2026-03-01) o una data e un’ora (2026-03-01T09:00:00Z).',
  'applicationMessages.importTooFast': 'Stai importando candidature troppo in fretta. Attendi un momento e riprova.',
  'applicationMessages.csvBadRow': 'Riga {line}: {message}',
  'applicationMessages.imported':
    '{count, plural, one {{count} candidatura importata} other {{count} candidature importate}}.',
  'applicationMessages.resumeNotFound': 'Curriculum non trovato.',
  'applicationMessages.coverLetterNotFound': 'Lettera di presentazione non trovata.',
  'atsMessages.checked': 'Curriculum verificato.',
  'atsMessages.fileChecked': 'File verificato.',
  'atsMessages.tooFast': 'Stai verificando curriculum troppo in fretta. Attendi un momento e riprova.',
  'atsMessages.publicTooFast': 'Troppi file verificati dalla tua rete. Attendi un minuto e riprova.',
  'atsFileMessages.unsupported': 'Carica un file PDF o Word (.docx) da verificare.',
  'coverLetterMessages.titleRequired': 'Inserisci un titolo.',
  'coverLetterMessages.notFound': 'Lettera di presentazione non trovata.',
  'coverLetterMessages.invalidId': 'ID della lettera di presentazione non valido.',
  'coverLetterMessages.resumeNotFound': 'Curriculum non trovato.',
  'coverLetterMessages.applicationNotFound': 'Candidatura non trovata.',
  'coverLetterMessages.bodyTooLong': 'Una lettera di presentazione può avere al massimo 20000 caratteri.',
  'coverLetterMessages.tooMany':
    'Puoi conservare al massimo {max, plural, one {{max} lettera di presentazione} other {{max} lettere di presentazione}}. Eliminane alcune per aggiungerne altre.',
  'coverLetterMessages.nothingToUpdate': 'Niente da aggiornare.',
  'coverLetterMessages.versionConflict':
    'Questa lettera di presentazione è stata modificata altrove. Il tuo testo è conservato; controlla la versione più recente.',
  'coverLetterMessages.created': 'Lettera di presentazione creata.',
  'coverLetterMessages.saved': 'Lettera di presentazione salvata.',
  'coverLetterMessages.deleted': 'Lettera di presentazione spostata nel cestino.',
  'coverLetterMessages.restored': 'Lettera di presentazione ripristinata.',
  'coverLetterMessages.deletedForever': 'Lettera di presentazione eliminata definitivamente.',
  'coverLetterMessages.drafted': 'Bozza pronta. Rileggila prima di inserirla.',
  'coverLetterMessages.aiUnavailable': 'La stesura con l’IA richiede un fornitore di IA; usa la bozza offline.',
  'coverLetterMessages.invalidFormat': 'Il formato deve essere pdf o docx.',
  'coverLetterMessages.chooseResume': 'Scegli un curriculum.',
  'coverLetterMessages.draftRestorePrompt':
    'Questa lettera di presentazione ha modifiche su questo dispositivo che non sono mai state salvate.',
  'coverLetterMessages.draftInserted': 'Bozza inserita.',
  'coverLetterMessages.draftInsertUndone': 'Il tuo testo precedente è tornato.',
  'coverLetterMessages.noResumeLinked':
    'Collega un curriculum per vedere l’anteprima: la lettera ne riprende i dati di contatto e lo stile.',
  'jobMatchMessages.postingRequired': 'Incolla l’annuncio di lavoro.',
  'jobMatchMessages.postingTooLong': 'Un annuncio di lavoro può avere al massimo 50000 caratteri.',
  'jobMatchMessages.resumeRequired': 'Scegli un curriculum da confrontare.',
  'jobMatchMessages.resumeNotFound': 'Curriculum non trovato.',
  'jobMatchMessages.noPosting':
    'Questa candidatura non ha il testo di un annuncio da confrontare. Incolla prima l’annuncio.',
  'jobMatchMessages.noRequirements': 'In questo annuncio di lavoro non è stato trovato alcun requisito.',
  'jobMatchMessages.secondOpinionUnavailable':
    'Un secondo parere richiede un fornitore di IA; viene mostrato il confronto offline.',
  'tailorMessages.created': 'Copia adattata creata.',
  'tailorMessages.accepted': 'Modifica applicata.',
  'tailorMessages.undone': 'Modifica annullata.',
  'tailorMessages.rejected': 'Modifica scartata.',
  'tailorMessages.noTailoring': 'Questa candidatura non è ancora stata adattata.',
  'tailorMessages.noProposals':
    'Niente da cambiare: il tuo curriculum mette già al primo posto ciò che chiede questo annuncio.',
  'tailorMessages.conflict':
    'La copia adattata è stata modificata altrove. È stata ricaricata: esamina di nuovo la modifica e scegli.',
  'tailorMessages.stale':
    'Questa parte della copia adattata è cambiata dopo la proposta, quindi la proposta non vale più.',
  'tailorMessages.sectionOrderReason':
    'Sposta {first} più in alto: mostra {count, plural, one {{count} degli elementi} other {{count} degli elementi}} richiesti da questo annuncio.',
  'tailorMessages.skillOrderReason':
    'Mette al primo posto {met, plural, one {la competenza richiesta} other {le {met} competenze richieste}} dall’annuncio.',
  'tailorMessages.bulletOrderReason':
    'Sposta in alto {met, plural, one {il punto elenco che corrisponde} other {i {met} punti elenco che corrispondono}} all’annuncio.',
  'tailorMessages.aiSummaryReason':
    'Un profilo riformulato che risponde all’annuncio, senza nulla che il tuo curriculum non dica.',
  'tailorMessages.aiBulletReason':
    'Un punto elenco riformulato che risponde all’annuncio, senza nulla che il tuo curriculum non dica.',
  'tailorMessages.proposalNotFound': 'Proposta non trovata.',
  'tailorMessages.invalidDecision': 'Scegli accepted, rejected o open.',
  'tailorMessages.dropped':
    '{count, plural, one {{count} proposta è stata scartata perché aggiungeva fatti che il tuo curriculum non contiene.} other {{count} proposte sono state scartate perché aggiungevano fatti che il tuo curriculum non contiene.}}',
} satisfies PartCatalogue<'messages'>;
