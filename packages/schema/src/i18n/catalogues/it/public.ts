import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'landing.heroTitle': 'Crea il tuo curriculum con l’IA',
  'landing.heroText':
    'Crea più curriculum partendo da modelli pronti all’uso con il nostro generatore di curriculum basato sull’IA.',
  'landing.start': 'Inizia a creare il tuo curriculum',
  'landing.atsTeaser': 'Hai già un curriculum? <link>Scopri come lo legge un ATS</link>, gratis e senza account.',
  'landing.howItWorks': 'Come funziona',
  'landing.step': 'Passo {number}',
  'landing.step1Title': 'Compila un modulo intelligente',
  'landing.step1Text': 'Indica la tua qualifica, le tue competenze e il tuo percorso in un modulo guidato.',
  'landing.step2Title': 'Genera e personalizza con l’IA',
  'landing.step2Text': 'Ottieni riepiloghi e sezioni scritti dall’IA, poi rendili tuoi.',
  'landing.step3Title': 'Scarica il tuo curriculum',
  'landing.step3Text': 'Scegli un modello professionale e scarica il tuo curriculum in PDF.',
  'landing.testimonials': 'Cosa dicono i nostri utenti',
  'landing.testimonial1Role': 'Sviluppatrice frontend',
  'landing.testimonial1Quote':
    '«In una sera ho creato tre curriculum su misura. Il riepilogo dell’IA mi ha dato un ottimo punto di partenza.»',
  'landing.testimonial2Role': 'Analista di dati',
  'landing.testimonial2Quote':
    '«Con l’anteprima del PDF in tempo reale, nessuna sorpresa. Ho scaricato un curriculum pulito e ottenuto dei colloqui.»',
  'landing.testimonialBy': '<b>{who}</b>, {job}',
  'landing.footerNav': 'Informazioni',
  'landing.terms': 'Termini di servizio',
  'landing.privacy': 'Informativa sulla privacy',
  'landing.madeBy': 'Realizzato con cura da chi contribuisce a Vitae.',

  'about.intro': 'Vitae aiuta chi cerca lavoro a creare rapidamente curriculum professionali con l’aiuto dell’IA.',
  'about.features': 'Caratteristiche',
  'about.qualityTitle': 'Qualità professionale',
  'about.qualityText': 'Modelli pensati per convincere i selezionatori e i sistemi di tracciamento dei candidati.',
  'about.tailoredTitle': 'Su misura per te',
  'about.tailoredText': 'Suggerimenti dell’IA basati sulla tua qualifica, sulle tue competenze e sulla tua esperienza.',
  'about.futureTitle': 'A prova di futuro',
  'about.futureText': 'Tieni aggiornati più curriculum e scaricali ogni volta che ti servono.',
  'about.mission': 'Missione',
  'about.missionText': 'Dare a tutti un curriculum che mostri il meglio di sé, in pochi minuti e gratis.',
  'about.vision': 'Visione',
  'about.visionText': 'Un mondo in cui un buon curriculum non sia mai il motivo per cui qualcuno perde un lavoro.',
  'about.start': 'Inizia il tuo curriculum',

  'publicResume.protected': 'Curriculum protetto',
  'publicResume.password': 'Password',
  'publicResume.opening': 'Apertura in corso',
  'publicResume.open': 'Apri il curriculum',
  'publicResume.home': 'Vai alla home page',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': 'Scarica il PDF',
  'publicResume.notFound': 'Link non trovato',
  'publicResume.openFailed': 'Impossibile aprire il curriculum',

  'view.title': 'Complimenti! Il tuo curriculum generato con l’IA è pronto!',
  'view.text': 'Ora puoi scaricare direttamente il tuo curriculum e condividerlo con i selezionatori.',
  'view.generating': 'Generazione in corso',
  'view.generatingNow': 'Generazione in corso…',
  'view.download': 'Scarica il curriculum',
  'view.backToEditor': 'Torna all’editor',

  'public.tryAgain': 'Riprova',
  'public.signIn': 'Accedi',
  'public.backToDashboard': 'Torna al pannello',

  'legal.terms': `# Termini di servizio

Questa istanza di Vitae è gestita dal suo operatore, non dagli autori del software Vitae. Questi termini predefiniti valgono finché l’operatore non li sostituisce (vedi docs/accounts.md nel repository di Vitae).

## Il tuo account

- Tieni per te la password, i codici della verifica in due passaggi e le passkey del tuo account. Sei responsabile di ciò che viene fatto con il tuo account.
- Puoi eliminare il tuo account in qualsiasi momento dalla pagina dell’account; tutto ciò che contiene viene eliminato con esso.

## I tuoi contenuti

- Ciò che scrivi — curriculum, lettere di presentazione, note — è tuo. L’operatore lo conserva solo per fornirti il servizio: mostrarlo, generarlo in PDF e in altri formati e condividerlo dove attivi la condivisione.
- Non carichi contenuti su cui non hai diritti o che violano la legge.

## Il servizio

- Il servizio è fornito così com’è, senza alcuna garanzia. L’operatore può modificarlo o interromperlo; dovrebbe avvisarti per tempo, così che tu possa esportare i tuoi dati (pagina dell’account, «Esporta»).
- L’operatore può sospendere un account che fa un uso improprio del servizio (ad esempio tentando di accedere ad altri account).

## Contatti

Le domande su questi termini vanno rivolte all’operatore di questa istanza.
`,
  'legal.privacy': `# Informativa sulla privacy

Questa istanza di Vitae è gestita dal suo operatore. Questa informativa predefinita descrive cosa fa il software Vitae con i dati personali; l’operatore può sostituirla con la propria.

## Cosa viene conservato

- **Il tuo account**: il tuo indirizzo email, il tuo nome, un hash della tua password (mai la password stessa), se il tuo indirizzo è verificato, le impostazioni della verifica in due passaggi e le passkey (solo chiavi pubbliche) e le tue sessioni di accesso (la descrizione che il browser dà di sé e quando è stato usato l’ultima volta).
- **I tuoi documenti**: i curriculum che scrivi, la loro cronologia e i PDF generati, il tuo dizionario di parole e i link di condivisione che crei, con il numero di visualizzazioni.

## Cosa viene inviato altrove

- **Email**: i messaggi sul tuo account (reimpostazione della password, verifica dell’indirizzo, avvisi di sicurezza) passano dal server di posta dell’operatore.
- **Aiuto alla scrittura con l’IA**: solo se l’operatore ha configurato un fornitore di IA, e solo quando chiedi aiuto, il testo necessario per quella richiesta viene inviato a quel fornitore. Senza un fornitore, l’aiuto alla scrittura viene eseguito su questo server.
- **Accesso con Google**: solo se lo scegli; Google saprà così che hai effettuato l’accesso qui.
- Nient’altro: nessuna analisi statistica, nessuna pubblicità, nessun tracciamento.

## I tuoi diritti

- Puoi vedere, esportare (pagina dell’account, «Esporta») ed eliminare (pagina dell’account, «Elimina account») tutto ciò che è conservato su di te in qualsiasi momento. Eliminando il tuo account elimini anche i tuoi documenti.

## Contatti

Le domande sui tuoi dati vanno rivolte all’operatore di questa istanza.
`,
} satisfies PartCatalogue<'public'>;
