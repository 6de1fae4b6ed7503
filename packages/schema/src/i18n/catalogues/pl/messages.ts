import type { PartCatalogue } from '../../catalogue.ts';

/** Polish (polski): the server's messages beyond MESSAGES (docs/i18n-glossary.md). */
export default {
  'messages.notFitted':
    '{pages, plural, one {Przy najmniejszym dozwolonym rozmiarze i odstępach to CV wciąż zajmuje {pages} stronę. Skróć lub ukryj sekcję, aby zmieściło się na jednej stronie.} few {Przy najmniejszym dozwolonym rozmiarze i odstępach to CV wciąż zajmuje {pages} strony. Skróć lub ukryj sekcję, aby zmieściło się na jednej stronie.} many {Przy najmniejszym dozwolonym rozmiarze i odstępach to CV wciąż zajmuje {pages} stron. Skróć lub ukryj sekcję, aby zmieściło się na jednej stronie.} other {Przy najmniejszym dozwolonym rozmiarze i odstępach to CV wciąż zajmuje {pages} strony. Skróć lub ukryj sekcję, aby zmieściło się na jednej stronie.}}',
  'messages.invalidSection':
    'design.{field} wskazuje sekcję, która nie istnieje. Sekcje: {sections} oraz identyfikatory Twoich własnych sekcji.',
  'messages.pdfTooManyPages':
    'To CV miałoby {pages, plural, one {{pages} stronę} few {{pages} strony} many {{pages} stron} other {{pages} strony}}; limit to {limit}. Skróć lub usuń niektóre sekcje.',
  'messages.pdfTooMuchText': 'To CV zawiera ponad {megabytes} MB tekstu. Skróć najdłuższe sekcje.',
  'messages.resumeLimit':
    'Osiągnięto limit {max, plural, one {{max} CV} few {{max} CV} many {{max} CV} other {{max} CV}}. Usuń CV, którego już nie potrzebujesz, aby utworzyć kolejne.',
  'designMessages.accentColor': 'design.accentColor musi być kolorem w rodzaju #1f6feb.',
  'designMessages.fontFamily': 'design.fontFamily musi być jedną z czcionek podanych przez GET /api/v1/config.',
  'designMessages.fontSize': 'design.fontSize musi wynosić od 9 do 12 punktów, w krokach co 0,5.',
  'designMessages.lineSpacing': 'design.lineSpacing musi mieć wartość compact, normal lub relaxed.',
  'designMessages.margins': 'design.margins musi mieć wartość narrow, normal lub wide.',
  'designMessages.pageSize': 'design.pageSize musi mieć wartość A4 lub Letter.',
  'designMessages.language': 'design.language musi być jednym z języków podanych przez GET /api/v1/config.',
  'designMessages.sectionOrder': 'design.sectionOrder musi wymieniać klucze sekcji, każdy najwyżej raz.',
  'designMessages.hiddenSections': 'design.hiddenSections musi wymieniać klucze sekcji.',
  'designMessages.sectionTitles':
    'design.sectionTitles musi nadać każdemu kluczowi sekcji tytuł o długości najwyżej 60 znaków.',
  'designMessages.fitToOnePage': 'design.fitToOnePage musi mieć wartość true lub false.',
  'designMessages.design': 'design musi być obiektem z ustawieniami wyglądu.',
  'customSectionMessages.id':
    'customSections: każda sekcja potrzebuje identyfikatora w rodzaju custom-1a2b (małe litery i cyfry po „custom-”).',
  'customSectionMessages.title': 'customSections: każda sekcja potrzebuje tytułu.',
  'customSectionMessages.tooMany': 'CV może mieć najwyżej 10 własnych sekcji.',
  'customSectionMessages.duplicateId': 'customSections: dwie sekcje mają ten sam identyfikator.',
  'listMessages.removed': 'Usunięto: {label}.',
  'listMessages.restored': 'Przywrócono: {label}.',
  'listMessages.duplicated': 'Zduplikowano: {label} jako element {position}.',
  'listMessages.moved': 'Przeniesiono: {label} na pozycję {position} z {count}.',
  'listMessages.bulletsAdded':
    'Dodano {count, plural, one {{count} punkt} few {{count} punkty} many {{count} punktów} other {{count} punktu}} do opisu stanowiska.',
  'listMessages.stillNeeded': 'Jeszcze potrzebne: {fields}.',
  'summaryMessages.corrected': '{change, select, removed {Usunięto „{from}”.} other {Zmieniono „{from}” na „{to}”.}}',
  'summaryMessages.allCorrected':
    'Zastosowano {count, plural, one {{count} poprawkę} few {{count} poprawki} many {{count} poprawek} other {{count} poprawki}}.',
  'summaryMessages.replaced': 'Twoje podsumowanie zastąpiono sugestią.',
  'summaryMessages.used': 'Sugestia jest teraz Twoim podsumowaniem.',
  'summaryMessages.sentenceAdded': 'Dodano sugestię do podsumowania.',
  'importMessages.imported': 'Zaimportowano CV.',
  'importMessages.noFile': 'Wybierz plik do zaimportowania: wyślij go jako multipart/form-data w polu o nazwie „file”.',
  'importMessages.oneFile': 'Wysyłaj po jednym pliku, w polu o nazwie „file”.',
  'importMessages.notMultipart': 'Wyślij plik jako multipart/form-data, w polu o nazwie „file”.',
  'importMessages.tooLarge': 'Plik jest większy niż 10 MB.',
  'importMessages.emptyFile': 'Plik jest pusty.',
  'importMessages.unsupported':
    'Tego pliku nie można zaimportować. Akceptowane są: eksport Vitae (.vitae.json), plik JSON Resume (.json), CV w formacie PDF (.pdf), dokument Word (.docx) lub eksport danych z LinkedIn (.zip).',
  'importMessages.tooDeep': 'Plik jest zbyt głęboko zagnieżdżony, aby mógł być CV.',
  'importMessages.newerVersion': 'Ten eksport Vitae pochodzi z nowszej wersji Vitae i nie można go tu zaimportować.',
  'importMessages.invalidVitae': 'Ten eksport Vitae jest uszkodzony i nie można go zaimportować.',
  'importMessages.tooFast': 'Importujesz CV zbyt szybko. Poczekaj chwilę i spróbuj ponownie.',
  'importMessages.pdfNoText':
    'Ten PDF nie zawiera tekstu do odczytania: może to być skan lub obraz. Wyeksportuj CV z programu, w którym je napisano, jako PDF z tekstem albo zaimportuj plik JSON.',
  'importMessages.pdfDamaged': 'Ten PDF jest uszkodzony i nie można go odczytać.',
  'importMessages.pdfEncrypted': 'Ten PDF jest chroniony hasłem. Usuń hasło i zaimportuj go ponownie.',
  'importMessages.pdfTooComplex': 'Ten PDF jest zbyt duży lub złożony, aby odczytać go jako CV.',
  'importMessages.docxDamaged': 'Ten plik Word jest uszkodzony i nie można go odczytać.',
  'importMessages.docxNoText':
    'Ten plik Word nie zawiera tekstu do odczytania: może zawierać tylko obrazy. Zapisz CV z tekstem jako .docx lub PDF albo zaimportuj plik JSON.',
  'importMessages.docxMacros':
    'Ten plik Word zawiera makra (.docm), które nigdy nie są importowane. Zapisz go jako zwykły dokument Word (.docx) i zaimportuj ponownie.',
  'importMessages.docxLegacy':
    'To stary dokument Word (.doc) lub plik Word chroniony hasłem, którego nie można odczytać. Zapisz go jako dokument Word (.docx) bez hasła i zaimportuj ponownie.',
  'importMessages.fileTooComplex': 'Ten plik jest zbyt duży lub złożony, aby odczytać go jako CV.',
  'importMessages.readersBusy': 'Serwer jest zajęty odczytywaniem innych plików. Spróbuj ponownie za chwilę.',
  'importMessages.zipDamaged': 'Ten plik ZIP jest uszkodzony i nie można go zaimportować.',
  'importMessages.zipEncrypted':
    'Ten plik ZIP jest chroniony hasłem i nie można go zaimportować. Pobierz ponownie swoje dane z LinkedIn.',
  'importMessages.zipTooManyEntries':
    'Ten plik ZIP zawiera ponad 500 plików; eksport danych z LinkedIn zawiera ich znacznie mniej.',
  'importMessages.zipTooLarge':
    'Plik w tym archiwum ZIP po rozpakowaniu przekracza 5 MB albo wszystkie razem przekraczają 20 MB; nie można go zaimportować.',
  'importMessages.zipRatio':
    'Plik w tym archiwum ZIP po rozpakowaniu jest znacznie większy niż jakikolwiek prawdziwy plik („bomba ZIP”); nie można go zaimportować.',
  'importMessages.zipUnsupported':
    'Ten plik ZIP używa metody kompresji, której nie można odczytać. Pobierz ponownie swoje dane z LinkedIn.',
  'importMessages.linkedinNotExport':
    'Ten plik ZIP nie jest eksportem danych z LinkedIn: nie zawiera żadnego z plików Profile.csv, Positions.csv, Education.csv ani Skills.csv.',
  'importMessages.aiNotConfigured':
    'Ulepszanie z AI jest niedostępne: na tym serwerze nie skonfigurowano dostawcy AI. Zaimportuj plik bez tej opcji.',
  'importMessages.invalidImprove': 'Pole „improve” przyjmuje jedną wartość: „ai”.',
  'importAiWarnings.improved': 'Ulepszono z AI: sprawdź każde pole, porównując je z plikiem PDF.',
  'importAiWarnings.pdfOnly': 'Ulepszanie z AI dotyczy tylko plików PDF i Word; ten plik zaimportowano bez zmian.',
  'importAiWarnings.failed': 'AI nie udało się ulepszyć tego importu ({reason}); CV odczytano bez AI.',
  'importAiWarnings.textCut':
    '{max, plural, one {Do AI wysłano tylko pierwszy znak ({max, number}) tekstu pliku PDF.} few {Do AI wysłano tylko pierwsze {max, number} znaki tekstu pliku PDF.} many {Do AI wysłano tylko pierwszych {max, number} znaków tekstu pliku PDF.} other {Do AI wysłano tylko pierwsze {max, number} znaku tekstu pliku PDF.}}',
  'versionMessages.invalidName': 'Nadaj wersji nazwę o długości od 1 do 60 znaków.',
  'versionMessages.invalidVersionId': 'Nieprawidłowy identyfikator wersji. Odśwież stronę.',
  'versionMessages.notFound': 'Nie znaleziono wersji.',
  'versionMessages.saved': 'Zapisano wersję.',
  'versionMessages.restored': 'Przywrócono wersję.',
  'versionMessages.restoreUndone': 'Cofnięto przywrócenie.',
  'versionMessages.automatic': 'Automatyczna migawka',
  'versionMessages.beforeRestoring': 'Przed przywróceniem „{name}”',
  'trashMessages.listed': 'Wczytano kosz.',
  'trashMessages.restored': 'Przywrócono CV.',
  'trashMessages.deletedForever': 'Trwale usunięto CV.',
  'shareMessages.enabled': 'Link do udostępniania włączony.',
  'shareMessages.disabled': 'Link do udostępniania wyłączony.',
  'shareMessages.notFound': 'Ten link nie prowadzi do żadnego CV. Być może został wyłączony.',
  'shareMessages.passwordRequired': 'To CV jest chronione hasłem.',
  'shareMessages.wrongPassword': 'To hasło jest nieprawidłowe.',
  'shareMessages.unlocked': 'Odblokowano.',
  'shareMessages.tooManyAttempts':
    'Zbyt wiele prób wpisania hasła. Poczekaj {unit, select, minute {{count, plural, one {{count} minutę} few {{count} minuty} many {{count} minut} other {{count} minuty}}} other {{count, plural, one {{count} sekundę} few {{count} sekundy} many {{count} sekund} other {{count} sekundy}}}} i spróbuj ponownie.',
  'shareMessages.passwordLength': 'Użyj hasła o długości od 4 do 128 znaków albo żadnego.',
  'shareMessages.passwordMissing': 'Wpisz hasło.',
  'shareMessages.linkCopied': 'Skopiowano link.',
  'validationMessages.tooLong':
    'Może mieć najwyżej {max, plural, one {{max} znak} few {{max} znaki} many {{max} znaków} other {{max} znaku}}.',
  'validationMessages.tooManyItems':
    'Lista może mieć najwyżej {max, plural, one {{max} element} few {{max} elementy} many {{max} elementów} other {{max} elementu}}.',
  'validationMessages.tooManyContacts':
    'Najwyżej {max, plural, one {{max} kontakt} few {{max} kontakty} many {{max} kontaktów} other {{max} kontaktu}}.',
  'validationMessages.stageInvalid': 'Etap musi być jednym z: {stages}.',
  'validationMessages.reasonInvalid': 'Powód musi być jednym z: {reasons}.',
  'accountMessages.resetLinkSent':
    'Jeśli dla tego adresu istnieje konto, wysłaliśmy na nie link do zresetowania hasła.',
  'accountMessages.resetTokenInvalid': 'Ten link jest nieprawidłowy, wygasł lub został już użyty. Poproś o nowy.',
  'accountMessages.passwordReset': 'Twoje hasło zostało zmienione. Zaloguj się nowym hasłem.',
  'accountMessages.verifyTokenInvalid': 'Ten link jest nieprawidłowy, wygasł lub został już użyty.',
  'accountMessages.emailVerified': 'Twój adres e-mail został zweryfikowany.',
  'accountMessages.emailChanged': 'Twój adres e-mail został zmieniony.',
  'accountMessages.verificationSent': 'Wysłaliśmy Ci link do weryfikacji adresu e-mail.',
  'accountMessages.alreadyVerified': 'Twój adres e-mail jest już zweryfikowany.',
  'accountMessages.emailChangeSent': 'Wysłaliśmy link na adres {email}. Twój adres zmieni się, gdy go otworzysz.',
  'accountMessages.sessionEnded': 'Wylogowano z tej sesji.',
  'accountMessages.otherSessionsEnded': 'Wylogowano ze wszystkich innych sesji.',
  'accountMessages.sessionNotFound': 'Nie ma takiej sesji.',
  'accountMessages.twoFactorAlreadyOn': 'Weryfikacja dwuetapowa jest już włączona.',
  'accountMessages.twoFactorNotSetUp': 'Najpierw rozpocznij konfigurację weryfikacji dwuetapowej.',
  'accountMessages.twoFactorEnabled': 'Weryfikacja dwuetapowa jest włączona.',
  'accountMessages.twoFactorDisabled': 'Weryfikacja dwuetapowa jest wyłączona.',
  'accountMessages.twoFactorNotOn': 'Weryfikacja dwuetapowa nie jest włączona.',
  'accountMessages.twoFactorCodeWrong':
    'Kod jest nieprawidłowy. Spróbuj najnowszego kodu z aplikacji albo kodu odzyskiwania.',
  'accountMessages.twoFactorCodeRequired': 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo kod odzyskiwania.',
  'accountMessages.twoFactorChallengeInvalid': 'Ten krok logowania wygasł. Zaloguj się ponownie.',
  'accountMessages.twoFactorDisableProof': 'Wpisz kod z aplikacji uwierzytelniającej albo swoje hasło.',
  'accountMessages.passkeyAdded': 'Dodano klucz dostępu.',
  'accountMessages.passkeyRenamed': 'Zmieniono nazwę klucza dostępu.',
  'accountMessages.passkeyRemoved': 'Usunięto klucz dostępu.',
  'accountMessages.passkeyNotFound': 'Nie ma takiego klucza dostępu.',
  'accountMessages.passkeyFailed': 'Nie udało się sprawdzić klucza dostępu. Spróbuj ponownie.',
  'accountMessages.passkeyUnknown': 'Ten klucz dostępu nie jest zarejestrowany w tej witrynie.',
  'accountMessages.passkeyLimit': 'Konto może mieć najwyżej 20 kluczy dostępu.',
  'accountMessages.lastSignInMethod':
    'Zachowaj co najmniej jeden sposób logowania: najpierw ustaw hasło lub dodaj klucz dostępu.',
  'accountMessages.signUpClosed': 'Rejestracja w tej instancji jest zamknięta.',
  'accountMessages.inviteRequired': 'Rejestracja w tej instancji wymaga zaproszenia.',
  'accountMessages.inviteInvalid': 'To zaproszenie jest nieprawidłowe, wygasło lub zostało już użyte.',
  'accountMessages.setupTokenRequired': 'Pierwsze konto tej instancji wymaga tokenu konfiguracji od jej operatora.',
  'accountMessages.setupTokenWrong': 'Token konfiguracji jest nieprawidłowy.',
  'accountMessages.recoveryCodesCopied': 'Skopiowano kody odzyskiwania.',
  'accountMessages.googleDisconnected': 'Google nie jest już połączone z Twoim kontem.',
  'applicationMessages.companyRequired': 'Wpisz firmę.',
  'applicationMessages.roleRequired': 'Wpisz stanowisko.',
  'applicationMessages.linkInvalid': 'Link musi być adresem internetowym zaczynającym się od http:// lub https://.',
  'applicationMessages.reasonRequired': 'Podaj, dlaczego aplikacja została zamknięta.',
  'applicationMessages.reasonOnlyWhenClosed': 'Powód podaje się tylko wtedy, gdy aplikacja jest zamknięta.',
  'applicationMessages.nextStepTitleRequired': 'Nazwij następny krok.',
  'applicationMessages.nextStepDateInvalid': 'Następny krok wymaga daty i godziny.',
  'applicationMessages.notFound': 'Nie znaleziono aplikacji.',
  'applicationMessages.invalidId': 'Nieprawidłowy identyfikator aplikacji.',
  'applicationMessages.tooMany':
    'Możesz mieć najwyżej {max, plural, one {{max} aplikację} few {{max} aplikacje} many {{max} aplikacji} other {{max} aplikacji}}. Usuń kilka, aby dodać kolejne.',
  'applicationMessages.nothingToUpdate': 'Nie ma nic do zaktualizowania.',
  'applicationMessages.created': 'Dodano aplikację.',
  'applicationMessages.updated': 'Zapisano aplikację.',
  'applicationMessages.deleted': 'Usunięto aplikację.',
  'applicationMessages.stageChanged': 'Zmieniono etap.',
  'applicationMessages.csvNotCsv': 'Wybierz plik CSV.',
  'applicationMessages.csvTooLarge': 'Plik CSV jest większy niż {megabytes} MB.',
  'applicationMessages.csvNoHeader':
    'Plik CSV musi zaczynać się wierszem nagłówka z nazwami kolumn (co najmniej company i role).',
  'applicationMessages.csvTooManyRows':
    'Plik CSV może zawierać najwyżej {max, plural, one {{max} aplikację} few {{max} aplikacje} many {{max} aplikacji} other {{max} aplikacji}}.',
  'applicationMessages.csvAppliedAtInvalid':
    'applied_at musi być datą (2026-03-01) albo datą i godziną (2026-03-01T09:00:00Z).',
  'applicationMessages.importTooFast': 'Importujesz aplikacje zbyt szybko. Poczekaj chwilę i spróbuj ponownie.',
  'applicationMessages.csvBadRow': 'Wiersz {line}: {message}',
  'applicationMessages.imported':
    'Zaimportowano {count, plural, one {{count} aplikację} few {{count} aplikacje} many {{count} aplikacji} other {{count} aplikacji}}.',
  'applicationMessages.resumeNotFound': 'Nie znaleziono CV.',
  'applicationMessages.coverLetterNotFound': 'Nie znaleziono listu motywacyjnego.',
  'atsMessages.checked': 'Sprawdzono CV.',
  'atsMessages.fileChecked': 'Sprawdzono plik.',
  'atsMessages.tooFast': 'Sprawdzasz CV zbyt szybko. Poczekaj chwilę i spróbuj ponownie.',
  'atsMessages.publicTooFast': 'Z Twojej sieci sprawdzono zbyt wiele plików. Poczekaj minutę i spróbuj ponownie.',
  'atsFileMessages.unsupported': 'Prześlij plik PDF lub Word (.docx) do sprawdzenia.',
  'coverLetterMessages.titleRequired': 'Wpisz tytuł.',
  'coverLetterMessages.notFound': 'Nie znaleziono listu motywacyjnego.',
  'coverLetterMessages.invalidId': 'Nieprawidłowy identyfikator listu motywacyjnego.',
  'coverLetterMessages.resumeNotFound': 'Nie znaleziono CV.',
  'coverLetterMessages.applicationNotFound': 'Nie znaleziono aplikacji.',
  'coverLetterMessages.bodyTooLong': 'List motywacyjny może mieć najwyżej 20000 znaków.',
  'coverLetterMessages.tooMany':
    'Możesz mieć najwyżej {max, plural, one {{max} list motywacyjny} few {{max} listy motywacyjne} many {{max} listów motywacyjnych} other {{max} listu motywacyjnego}}. Usuń kilka, aby dodać kolejne.',
  'coverLetterMessages.nothingToUpdate': 'Nie ma nic do zaktualizowania.',
  'coverLetterMessages.versionConflict':
    'Ten list motywacyjny został zmieniony gdzie indziej. Twój tekst zachowano; przejrzyj nowszą wersję.',
  'coverLetterMessages.created': 'Utworzono list motywacyjny.',
  'coverLetterMessages.saved': 'Zapisano list motywacyjny.',
  'coverLetterMessages.deleted': 'Przeniesiono list motywacyjny do kosza.',
  'coverLetterMessages.restored': 'Przywrócono list motywacyjny.',
  'coverLetterMessages.deletedForever': 'Trwale usunięto list motywacyjny.',
  'coverLetterMessages.drafted': 'Wersja robocza gotowa. Przejrzyj ją przed wstawieniem.',
  'coverLetterMessages.aiUnavailable': 'Pisanie z AI wymaga dostawcy AI; użyj wersji roboczej offline.',
  'coverLetterMessages.invalidFormat': 'Format musi mieć wartość pdf lub docx.',
  'coverLetterMessages.chooseResume': 'Wybierz CV.',
  'coverLetterMessages.draftRestorePrompt':
    'Ten list motywacyjny ma na tym urządzeniu zmiany, których nigdy nie zapisano.',
  'coverLetterMessages.draftInserted': 'Wstawiono wersję roboczą.',
  'coverLetterMessages.draftInsertUndone': 'Przywrócono Twój poprzedni tekst.',
  'coverLetterMessages.noResumeLinked':
    'Połącz CV, aby zobaczyć podgląd: list przejmuje z niego dane kontaktowe i wygląd.',
  'jobMatchMessages.postingRequired': 'Wklej ofertę pracy.',
  'jobMatchMessages.postingTooLong': 'Oferta pracy może mieć najwyżej 50000 znaków.',
  'jobMatchMessages.resumeRequired': 'Wybierz CV do porównania.',
  'jobMatchMessages.resumeNotFound': 'Nie znaleziono CV.',
  'jobMatchMessages.noPosting': 'Ta aplikacja nie ma tekstu oferty pracy do porównania. Najpierw wklej ofertę.',
  'jobMatchMessages.noRequirements': 'W tej ofercie pracy nie znaleziono wymagań.',
  'jobMatchMessages.secondOpinionUnavailable': 'Druga opinia wymaga dostawcy AI; wyświetlono porównanie offline.',
  'tailorMessages.created': 'Utworzono dopasowaną kopię.',
  'tailorMessages.accepted': 'Zastosowano zmianę.',
  'tailorMessages.undone': 'Cofnięto zmianę.',
  'tailorMessages.rejected': 'Odrzucono zmianę.',
  'tailorMessages.noTailoring': 'Ta aplikacja nie została jeszcze dopasowana.',
  'tailorMessages.noProposals':
    'Nie ma nic do zmiany: Twoje CV już stawia na początku to, czego wymaga ta oferta pracy.',
  'tailorMessages.conflict':
    'Dopasowana kopia została zmieniona gdzie indziej. Wczytano ją ponownie: przejrzyj zmianę jeszcze raz i wybierz.',
  'tailorMessages.stale':
    'Ta część dopasowanej kopii zmieniła się od czasu propozycji, więc propozycja nie ma już zastosowania.',
  'tailorMessages.sectionOrderReason':
    'Przesuwa {first} wyżej: ta sekcja pokazuje {count, plural, one {{count} element} few {{count} elementy} many {{count} elementów} other {{count} elementu}} spośród tych, których wymaga ta oferta pracy.',
  'tailorMessages.skillOrderReason':
    'Stawia na początku {met, plural, one {{met} umiejętność} few {{met} umiejętności} many {{met} umiejętności} other {{met} umiejętności}}, których wymaga oferta pracy.',
  'tailorMessages.bulletOrderReason':
    'Przesuwa wyżej {met, plural, one {{met} punkt pasujący} few {{met} punkty pasujące} many {{met} punktów pasujących} other {{met} punktu pasującego}} do oferty pracy.',
  'tailorMessages.aiSummaryReason':
    'Przeredagowane podsumowanie, które odpowiada na ofertę pracy, bez niczego, czego nie ma w Twoim CV.',
  'tailorMessages.aiBulletReason':
    'Przeredagowany punkt, który odpowiada na ofertę pracy, bez niczego, czego nie ma w Twoim CV.',
  'tailorMessages.proposalNotFound': 'Nie znaleziono propozycji.',
  'tailorMessages.invalidDecision': 'Wybierz accepted, rejected lub open.',
  'tailorMessages.dropped':
    '{count, plural, one {Odrzucono {count} propozycję, ponieważ dodawała fakty, których nie ma w Twoim CV.} few {Odrzucono {count} propozycje, ponieważ dodawały fakty, których nie ma w Twoim CV.} many {Odrzucono {count} propozycji, ponieważ dodawały fakty, których nie ma w Twoim CV.} other {Odrzucono {count} propozycji, ponieważ dodawały fakty, których nie ma w Twoim CV.}}',
} satisfies PartCatalogue<'messages'>;
