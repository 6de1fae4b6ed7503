import type { PartCatalogue } from '../../catalogue.ts';

export default {
  'landing.heroTitle': 'Stwórz swoje CV z pomocą AI',
  'landing.heroText': 'Twórz wiele CV z gotowych szablonów dzięki naszemu kreatorowi CV wspieranemu przez AI.',
  'landing.start': 'Zacznij tworzyć swoje CV',
  'landing.atsTeaser': 'Masz już CV? <link>Sprawdź, jak odczytuje je ATS</link> – za darmo i bez konta.',
  'landing.howItWorks': 'Jak to działa',
  'landing.step': 'Krok {number}',
  'landing.step1Title': 'Wypełnij inteligentny formularz',
  'landing.step1Text': 'Podaj nam swoje stanowisko, umiejętności i doświadczenie w formularzu z podpowiedziami.',
  'landing.step2Title': 'Generuj i dopasowuj z AI',
  'landing.step2Text': 'Otrzymaj podsumowania i sekcje napisane przez AI, a potem dopasuj je do siebie.',
  'landing.step3Title': 'Pobierz swoje CV',
  'landing.step3Text': 'Wybierz profesjonalny szablon i pobierz swoje CV jako PDF.',
  'landing.testimonials': 'Co mówią nasi użytkownicy',
  'landing.testimonial1Role': 'Programistka frontend',
  'landing.testimonial1Quote':
    '„W jeden wieczór przygotowałam trzy dopasowane CV. Podsumowanie od AI było świetnym punktem wyjścia.”',
  'landing.testimonial2Role': 'Analityk danych',
  'landing.testimonial2Quote':
    '„Dzięki podglądowi PDF na żywo nie było niespodzianek. Pobrałem przejrzyste CV i dostałem zaproszenia na rozmowy.”',
  'landing.testimonialBy': '<b>{who}</b>, {job}',
  'landing.footerNav': 'Informacje',
  'landing.terms': 'Regulamin',
  'landing.privacy': 'Polityka prywatności',
  'landing.madeBy': 'Stworzone z troską przez współtwórców Vitae.',

  'about.intro': 'Vitae pomaga osobom szukającym pracy szybko tworzyć profesjonalne CV z pomocą AI.',
  'about.features': 'Funkcje',
  'about.qualityTitle': 'Profesjonalna jakość',
  'about.qualityText': 'Szablony zaprojektowane tak, by przekonać rekruterów i systemy śledzenia kandydatów.',
  'about.tailoredTitle': 'Dopasowane do Ciebie',
  'about.tailoredText': 'Podpowiedzi AI oparte na Twoim stanowisku, umiejętnościach i doświadczeniu.',
  'about.futureTitle': 'Gotowe na przyszłość',
  'about.futureText': 'Aktualizuj kilka CV naraz i pobieraj je, kiedy tylko potrzebujesz.',
  'about.mission': 'Misja',
  'about.missionText': 'Dać każdemu CV, które pokazuje go z najlepszej strony – w kilka minut i za darmo.',
  'about.vision': 'Wizja',
  'about.visionText': 'Świat, w którym dobre CV nigdy nie jest powodem, dla którego ktoś traci szansę na pracę.',
  'about.start': 'Zacznij swoje CV',

  'publicResume.protected': 'Chronione CV',
  'publicResume.password': 'Hasło',
  'publicResume.opening': 'Otwieranie',
  'publicResume.open': 'Otwórz CV',
  'publicResume.home': 'Przejdź do strony głównej',
  'publicResume.tabTitle': '{who} – Vitae',
  'publicResume.downloadPdf': 'Pobierz PDF',
  'publicResume.notFound': 'Nie znaleziono linku',
  'publicResume.openFailed': 'Nie udało się otworzyć CV',

  'view.title': 'Gratulacje! Twoje CV wygenerowane przez AI jest gotowe!',
  'view.text': 'Teraz możesz od razu pobrać swoje CV i udostępnić je rekruterom.',
  'view.generating': 'Generowanie',
  'view.generatingNow': 'Generowanie…',
  'view.download': 'Pobierz CV',
  'view.backToEditor': 'Wróć do edytora',

  'public.tryAgain': 'Spróbuj ponownie',
  'public.signIn': 'Zaloguj się',
  'public.backToDashboard': 'Wróć do panelu',

  'legal.terms': `# Regulamin

Tę instancję Vitae prowadzi jej operator, a nie autorzy oprogramowania Vitae. Ten domyślny regulamin obowiązuje, dopóki operator go nie zastąpi (zobacz docs/accounts.md w repozytorium Vitae).

## Twoje konto

- Hasło, kody weryfikacji dwuetapowej i klucze dostępu do Twojego konta zachowujesz dla siebie. Odpowiadasz za to, co dzieje się z Twoim kontem.
- Możesz w każdej chwili usunąć swoje konto na stronie konta; wszystko, co się w nim znajduje, zostanie usunięte razem z nim.

## Twoje treści

- To, co piszesz – CV, listy motywacyjne, notatki – należy do Ciebie. Operator przechowuje to tylko po to, by świadczyć Ci usługę: wyświetlać, generować jako PDF i w innych formatach oraz udostępniać tam, gdzie włączysz udostępnianie.
- Nie przesyłasz treści, do których nie masz praw lub które naruszają prawo.

## Usługa

- Usługa jest świadczona w obecnej postaci, bez żadnej gwarancji. Operator może ją zmienić lub zakończyć; powinien uprzedzić Cię odpowiednio wcześnie, aby można było wyeksportować Twoje dane (strona konta, „Eksportuj”).
- Operator może zawiesić konto, które nadużywa usługi (na przykład próbując włamać się na inne konta).

## Kontakt

Pytania dotyczące tego regulaminu kieruj do operatora tej instancji.
`,
  'legal.privacy': `# Polityka prywatności

Tę instancję Vitae prowadzi jej operator. Ta domyślna polityka opisuje, co oprogramowanie Vitae robi z danymi osobowymi; operator może ją zastąpić własną.

## Co jest przechowywane

- **Twoje konto**: Twój adres e-mail, imię i nazwisko, skrót (hash) Twojego hasła (nigdy samo hasło), informacja, czy Twój adres jest zweryfikowany, ustawienia weryfikacji dwuetapowej i klucze dostępu (tylko klucze publiczne) oraz Twoje sesje logowania (opis, jaki przeglądarka podaje o sobie, i czas ostatniego użycia).
- **Twoje dokumenty**: CV, które piszesz, ich historia i wygenerowane pliki PDF, Twój słownik oraz tworzone przez Ciebie linki do udostępniania wraz z liczbą wyświetleń.

## Co jest wysyłane gdzie indziej

- **E-mail**: wiadomości dotyczące Twojego konta (resetowanie hasła, weryfikacja adresu, powiadomienia o bezpieczeństwie) przechodzą przez serwer pocztowy operatora.
- **Pomoc AI w pisaniu**: tylko wtedy, gdy operator skonfigurował dostawcę AI, i tylko gdy prosisz o pomoc, tekst potrzebny do tej prośby jest wysyłany do tego dostawcy. Bez dostawcy pomoc w pisaniu działa na tym serwerze.
- **Logowanie przez Google**: tylko jeśli je wybierzesz; Google wie wtedy, że logujesz się tutaj.
- Nic więcej: żadnej analityki, żadnych reklam, żadnego śledzenia.

## Twoje prawa

- W każdej chwili możesz zobaczyć, wyeksportować (strona konta, „Eksportuj”) i usunąć (strona konta, „Usuń konto”) wszystko, co jest o Tobie przechowywane. Usunięcie konta usuwa również Twoje dokumenty.

## Kontakt

Pytania dotyczące Twoich danych kieruj do operatora tej instancji.
`,
} satisfies PartCatalogue<'public'>;
