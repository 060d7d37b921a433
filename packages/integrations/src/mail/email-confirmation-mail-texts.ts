/**
 * Texts of the e-mail confirmation mail sent after registration (decision 177) in the 21 shop
 * languages. Kept apart from mail-texts.ts only for the file's length.
 */
import type { LanguageCode } from '@toolyard/domain';
import type { MailText } from './mail-texts.ts';

export const EMAIL_CONFIRMATION_TEXTS: Readonly<Record<LanguageCode, MailText>> = {
  en: {
    subject: 'Please confirm your e-mail address',
    greeting: 'Hello,',
    body: 'thank you for creating a Toolyard account. Please confirm that this e-mail address is yours – orders you placed with it as a guest will then appear in your account:',
    action: 'Confirm e-mail address',
    ignore: 'If you did not create an account, simply ignore this e-mail.',
  },
  de: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    greeting: 'Hallo,',
    body: 'vielen Dank für Ihr Toolyard-Konto. Bitte bestätigen Sie, dass diese E-Mail-Adresse Ihnen gehört – Bestellungen, die Sie damit als Gast aufgegeben haben, erscheinen dann in Ihrem Konto:',
    action: 'E-Mail-Adresse bestätigen',
    ignore: 'Wenn Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail einfach.',
  },
  sk: {
    subject: 'Potvrďte svoju e-mailovú adresu',
    greeting: 'Dobrý deň,',
    body: 'ďakujeme za vytvorenie účtu Toolyard. Potvrďte, že táto e-mailová adresa patrí vám – objednávky, ktoré ste s ňou urobili ako hosť, sa potom zobrazia vo vašom účte:',
    action: 'Potvrdiť e-mailovú adresu',
    ignore: 'Ak ste účet nevytvorili, tento e-mail jednoducho ignorujte.',
  },
  cs: {
    subject: 'Potvrďte svou e-mailovou adresu',
    greeting: 'Dobrý den,',
    body: 'děkujeme za vytvoření účtu Toolyard. Potvrďte, že tato e-mailová adresa patří vám – objednávky, které jste s ní udělali jako host, se pak zobrazí ve vašem účtu:',
    action: 'Potvrdit e-mailovou adresu',
    ignore: 'Pokud jste účet nevytvořili, tento e-mail jednoduše ignorujte.',
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail',
    greeting: 'Dzień dobry,',
    body: 'dziękujemy za założenie konta Toolyard. Potwierdź, że ten adres e-mail należy do Ciebie – zamówienia złożone z niego jako gość pojawią się wtedy na Twoim koncie:',
    action: 'Potwierdź adres e-mail',
    ignore: 'Jeśli nie zakładałeś konta, po prostu zignoruj tę wiadomość.',
  },
  hu: {
    subject: 'Kérjük, erősítse meg e-mail-címét',
    greeting: 'Tisztelt Vásárlónk!',
    body: 'Köszönjük, hogy Toolyard-fiókot hozott létre. Kérjük, erősítse meg, hogy ez az e-mail-cím az Öné – a vendégként vele leadott rendelései ezután megjelennek a fiókjában:',
    action: 'E-mail-cím megerősítése',
    ignore: 'Ha nem Ön hozta létre a fiókot, egyszerűen hagyja figyelmen kívül ezt az e-mailt.',
  },
  fr: {
    subject: 'Veuillez confirmer votre adresse e-mail',
    greeting: 'Bonjour,',
    body: 'merci d’avoir créé un compte Toolyard. Veuillez confirmer que cette adresse e-mail vous appartient – les commandes passées avec elle en tant qu’invité apparaîtront alors dans votre compte :',
    action: 'Confirmer l’adresse e-mail',
    ignore: 'Si vous n’avez pas créé de compte, ignorez simplement cet e-mail.',
  },
  nl: {
    subject: 'Bevestig je e-mailadres',
    greeting: 'Hallo,',
    body: 'bedankt voor het aanmaken van een Toolyard-account. Bevestig dat dit e-mailadres van jou is – bestellingen die je er als gast mee hebt geplaatst, verschijnen dan in je account:',
    action: 'E-mailadres bevestigen',
    ignore: 'Heb je geen account aangemaakt? Negeer deze e-mail dan gewoon.',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail',
    greeting: 'Ciao,',
    body: 'grazie per aver creato un account Toolyard. Conferma che questo indirizzo e-mail è tuo: gli ordini effettuati con esso come ospite compariranno poi nel tuo account:',
    action: 'Conferma indirizzo e-mail',
    ignore: 'Se non hai creato un account, ignora semplicemente questa e-mail.',
  },
  es: {
    subject: 'Confirma tu dirección de correo electrónico',
    greeting: 'Hola:',
    body: 'gracias por crear una cuenta en Toolyard. Confirma que esta dirección de correo es tuya: los pedidos que hiciste con ella como invitado aparecerán entonces en tu cuenta:',
    action: 'Confirmar dirección de correo',
    ignore: 'Si no has creado ninguna cuenta, simplemente ignora este correo.',
  },
  pt: {
    subject: 'Confirme o seu endereço de e-mail',
    greeting: 'Olá,',
    body: 'obrigado por criar uma conta Toolyard. Confirme que este endereço de e-mail é seu – as encomendas que fez com ele como convidado passarão a aparecer na sua conta:',
    action: 'Confirmar endereço de e-mail',
    ignore: 'Se não criou uma conta, ignore simplesmente este e-mail.',
  },
  ro: {
    subject: 'Vă rugăm să vă confirmați adresa de e-mail',
    greeting: 'Bună ziua,',
    body: 'vă mulțumim că ați creat un cont Toolyard. Confirmați că această adresă de e-mail vă aparține – comenzile plasate cu ea ca vizitator vor apărea apoi în contul dvs.:',
    action: 'Confirmați adresa de e-mail',
    ignore: 'Dacă nu ați creat un cont, ignorați pur și simplu acest e-mail.',
  },
  bg: {
    subject: 'Моля, потвърдете имейл адреса си',
    greeting: 'Здравейте,',
    body: 'благодарим ви, че създадохте профил в Toolyard. Потвърдете, че този имейл адрес е ваш – поръчките, направени с него като гост, ще се появят в профила ви:',
    action: 'Потвърдете имейл адреса',
    ignore: 'Ако не сте създавали профил, просто игнорирайте този имейл.',
  },
  el: {
    subject: 'Επιβεβαιώστε τη διεύθυνση email σας',
    greeting: 'Γεια σας,',
    body: 'σας ευχαριστούμε που δημιουργήσατε λογαριασμό Toolyard. Επιβεβαιώστε ότι αυτή η διεύθυνση email είναι δική σας – οι παραγγελίες που κάνατε με αυτήν ως επισκέπτης θα εμφανιστούν τότε στον λογαριασμό σας:',
    action: 'Επιβεβαίωση διεύθυνσης email',
    ignore: 'Αν δεν δημιουργήσατε λογαριασμό, απλώς αγνοήστε αυτό το email.',
  },
  hr: {
    subject: 'Potvrdite svoju adresu e-pošte',
    greeting: 'Pozdrav,',
    body: 'hvala što ste otvorili Toolyard račun. Potvrdite da je ova adresa e-pošte vaša – narudžbe koje ste s njom napravili kao gost tada će se pojaviti na vašem računu:',
    action: 'Potvrdi adresu e-pošte',
    ignore: 'Ako niste otvorili račun, jednostavno zanemarite ovu poruku.',
  },
  sl: {
    subject: 'Potrdite svoj e-poštni naslov',
    greeting: 'Pozdravljeni,',
    body: 'hvala, ker ste ustvarili račun Toolyard. Potrdite, da je ta e-poštni naslov vaš – naročila, ki ste jih z njim oddali kot gost, se bodo nato prikazala v vašem računu:',
    action: 'Potrdi e-poštni naslov',
    ignore: 'Če računa niste ustvarili, to sporočilo preprosto prezrite.',
  },
  lt: {
    subject: 'Patvirtinkite savo el. pašto adresą',
    greeting: 'Sveiki,',
    body: 'dėkojame, kad susikūrėte Toolyard paskyrą. Patvirtinkite, kad šis el. pašto adresas yra jūsų – užsakymai, kuriuos su juo pateikėte kaip svečias, tada atsiras jūsų paskyroje:',
    action: 'Patvirtinti el. pašto adresą',
    ignore: 'Jei paskyros nekūrėte, tiesiog nekreipkite dėmesio į šį laišką.',
  },
  da: {
    subject: 'Bekræft din e-mailadresse',
    greeting: 'Hej,',
    body: 'tak fordi du har oprettet en Toolyard-konto. Bekræft, at denne e-mailadresse er din – ordrer, du har afgivet med den som gæst, vises derefter på din konto:',
    action: 'Bekræft e-mailadresse',
    ignore: 'Hvis du ikke har oprettet en konto, kan du blot se bort fra denne e-mail.',
  },
  sv: {
    subject: 'Bekräfta din e-postadress',
    greeting: 'Hej,',
    body: 'tack för att du skapade ett Toolyard-konto. Bekräfta att den här e-postadressen är din – beställningar du gjort med den som gäst visas då i ditt konto:',
    action: 'Bekräfta e-postadress',
    ignore: 'Om du inte har skapat något konto kan du bara ignorera det här mejlet.',
  },
  nb: {
    subject: 'Bekreft e-postadressen din',
    greeting: 'Hei,',
    body: 'takk for at du opprettet en Toolyard-konto. Bekreft at denne e-postadressen er din – bestillinger du har lagt inn med den som gjest, vises da på kontoen din:',
    action: 'Bekreft e-postadresse',
    ignore: 'Hvis du ikke har opprettet en konto, kan du bare se bort fra denne e-posten.',
  },
  fi: {
    subject: 'Vahvista sähköpostiosoitteesi',
    greeting: 'Hei,',
    body: 'kiitos, että loit Toolyard-tilin. Vahvista, että tämä sähköpostiosoite on sinun – vieraana sillä tekemäsi tilaukset näkyvät sen jälkeen tililläsi:',
    action: 'Vahvista sähköpostiosoite',
    ignore: 'Jos et luonut tiliä, voit jättää tämän viestin huomiotta.',
  },
};

/** What the link asked for again (decision 253) says instead of thanking for a new account. */
const AGAIN: Readonly<Record<LanguageCode, Pick<MailText, 'body' | 'ignore'>>> = {
  en: {
    body: 'here is the new link to confirm this e-mail address for your Toolyard account – orders you placed with it as a guest will then appear in your account. Links sent earlier no longer work:',
    ignore: 'If you did not ask for this link, simply ignore this e-mail.',
  },
  de: {
    body: 'hier ist der neue Link, mit dem Sie diese E-Mail-Adresse für Ihr Toolyard-Konto bestätigen – Bestellungen, die Sie damit als Gast aufgegeben haben, erscheinen dann in Ihrem Konto. Früher gesendete Links gelten nicht mehr:',
    ignore: 'Wenn Sie diesen Link nicht angefordert haben, ignorieren Sie diese E-Mail einfach.',
  },
  sk: {
    body: 'posielame nový odkaz na potvrdenie tejto e-mailovej adresy pre váš účet Toolyard – objednávky, ktoré ste s ňou urobili ako hosť, sa potom zobrazia vo vašom účte. Skôr poslané odkazy už neplatia:',
    ignore: 'Ak ste o tento odkaz nežiadali, tento e-mail jednoducho ignorujte.',
  },
  cs: {
    body: 'posíláme nový odkaz k potvrzení této e-mailové adresy pro váš účet Toolyard – objednávky, které jste s ní udělali jako host, se pak zobrazí ve vašem účtu. Dříve zaslané odkazy už neplatí:',
    ignore: 'Pokud jste o tento odkaz nežádali, tento e-mail jednoduše ignorujte.',
  },
  pl: {
    body: 'oto nowy link do potwierdzenia tego adresu e-mail dla Twojego konta Toolyard – zamówienia złożone z niego jako gość pojawią się wtedy na Twoim koncie. Wcześniej wysłane linki już nie działają:',
    ignore: 'Jeśli nie prosiłeś o ten link, po prostu zignoruj tę wiadomość.',
  },
  hu: {
    body: 'Íme az új link, amellyel megerősítheti ezt az e-mail-címet Toolyard-fiókjához – a vendégként vele leadott rendelései ezután megjelennek a fiókjában. A korábban küldött linkek már nem érvényesek:',
    ignore: 'Ha nem Ön kérte ezt a linket, egyszerűen hagyja figyelmen kívül ezt az e-mailt.',
  },
  fr: {
    body: 'voici le nouveau lien pour confirmer cette adresse e-mail pour votre compte Toolyard – les commandes passées avec elle en tant qu’invité apparaîtront alors dans votre compte. Les liens envoyés auparavant ne fonctionnent plus :',
    ignore: 'Si vous n’avez pas demandé ce lien, ignorez simplement cet e-mail.',
  },
  nl: {
    body: 'hier is de nieuwe link om dit e-mailadres voor je Toolyard-account te bevestigen – bestellingen die je er als gast mee hebt geplaatst, verschijnen dan in je account. Eerder verstuurde links werken niet meer:',
    ignore: 'Heb je deze link niet aangevraagd? Negeer deze e-mail dan gewoon.',
  },
  it: {
    body: 'ecco il nuovo link per confermare questo indirizzo e-mail per il tuo account Toolyard: gli ordini effettuati con esso come ospite compariranno poi nel tuo account. I link inviati in precedenza non funzionano più:',
    ignore: 'Se non hai richiesto questo link, ignora semplicemente questa e-mail.',
  },
  es: {
    body: 'aquí tienes el nuevo enlace para confirmar esta dirección de correo para tu cuenta de Toolyard: los pedidos que hiciste con ella como invitado aparecerán entonces en tu cuenta. Los enlaces enviados antes ya no funcionan:',
    ignore: 'Si no has pedido este enlace, simplemente ignora este correo.',
  },
  pt: {
    body: 'aqui está a nova ligação para confirmar este endereço de e-mail na sua conta Toolyard – as encomendas que fez com ele como convidado passarão a aparecer na sua conta. As ligações enviadas antes já não funcionam:',
    ignore: 'Se não pediu esta ligação, ignore simplesmente este e-mail.',
  },
  ro: {
    body: 'iată noul link pentru a confirma această adresă de e-mail pentru contul dvs. Toolyard – comenzile plasate cu ea ca vizitator vor apărea apoi în contul dvs. Linkurile trimise anterior nu mai funcționează:',
    ignore: 'Dacă nu ați cerut acest link, ignorați pur și simplu acest e-mail.',
  },
  bg: {
    body: 'ето новата връзка за потвърждаване на този имейл адрес за профила ви в Toolyard – поръчките, направени с него като гост, ще се появят в профила ви. Изпратените по-рано връзки вече не важат:',
    ignore: 'Ако не сте поискали тази връзка, просто игнорирайте този имейл.',
  },
  el: {
    body: 'ορίστε ο νέος σύνδεσμος για να επιβεβαιώσετε αυτή τη διεύθυνση email για τον λογαριασμό σας Toolyard – οι παραγγελίες που κάνατε με αυτήν ως επισκέπτης θα εμφανιστούν τότε στον λογαριασμό σας. Οι σύνδεσμοι που στάλθηκαν νωρίτερα δεν ισχύουν πλέον:',
    ignore: 'Αν δεν ζητήσατε αυτόν τον σύνδεσμο, απλώς αγνοήστε αυτό το email.',
  },
  hr: {
    body: 'evo nove poveznice za potvrdu ove adrese e-pošte za vaš Toolyard račun – narudžbe koje ste s njom napravili kao gost tada će se pojaviti na vašem računu. Ranije poslane poveznice više ne vrijede:',
    ignore: 'Ako niste zatražili ovu poveznicu, jednostavno zanemarite ovu poruku.',
  },
  sl: {
    body: 'tu je nova povezava za potrditev tega e-poštnega naslova za vaš račun Toolyard – naročila, ki ste jih z njim oddali kot gost, se bodo nato prikazala v vašem računu. Prej poslane povezave ne veljajo več:',
    ignore: 'Če te povezave niste zahtevali, to sporočilo preprosto prezrite.',
  },
  lt: {
    body: 'štai nauja nuoroda šiam el. pašto adresui patvirtinti jūsų Toolyard paskyrai – užsakymai, kuriuos su juo pateikėte kaip svečias, tada atsiras jūsų paskyroje. Anksčiau išsiųstos nuorodos nebegalioja:',
    ignore: 'Jei šios nuorodos neprašėte, tiesiog nekreipkite dėmesio į šį laišką.',
  },
  da: {
    body: 'her er det nye link til at bekræfte denne e-mailadresse til din Toolyard-konto – ordrer, du har afgivet med den som gæst, vises derefter på din konto. Links, der er sendt tidligere, virker ikke længere:',
    ignore: 'Hvis du ikke har bedt om dette link, kan du blot se bort fra denne e-mail.',
  },
  sv: {
    body: 'här är den nya länken för att bekräfta den här e-postadressen för ditt Toolyard-konto – beställningar du gjort med den som gäst visas då i ditt konto. Länkar som skickats tidigare fungerar inte längre:',
    ignore: 'Om du inte har bett om den här länken kan du bara ignorera det här mejlet.',
  },
  nb: {
    body: 'her er den nye lenken for å bekrefte denne e-postadressen for Toolyard-kontoen din – bestillinger du har lagt inn med den som gjest, vises da på kontoen din. Lenker som er sendt tidligere, virker ikke lenger:',
    ignore: 'Hvis du ikke har bedt om denne lenken, kan du bare se bort fra denne e-posten.',
  },
  fi: {
    body: 'tässä on uusi linkki, jolla vahvistat tämän sähköpostiosoitteen Toolyard-tilillesi – vieraana sillä tekemäsi tilaukset näkyvät sen jälkeen tililläsi. Aiemmin lähetetyt linkit eivät enää toimi:',
    ignore: 'Jos et pyytänyt tätä linkkiä, voit jättää tämän viestin huomiotta.',
  },
};

export const EMAIL_CONFIRMATION_AGAIN_TEXTS: Readonly<Record<LanguageCode, MailText>> = Object.fromEntries(
  Object.entries(EMAIL_CONFIRMATION_TEXTS).map(([language, text]) => [
    language,
    { ...text, ...AGAIN[language as LanguageCode] },
  ]),
) as Record<LanguageCode, MailText>;
