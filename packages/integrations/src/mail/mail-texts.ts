/**
 * Texts of the shop's transactional mails in the 21 shop languages. Kept here rather than in the
 * storefront's message catalogue because mails are composed on the server, outside any page.
 */
import type { LanguageCode } from '@toolyard/domain';
import { CUSTOMER_DATA_MAIL_TEXTS } from './customer-data-mail-texts.ts';
import { EMAIL_CONFIRMATION_AGAIN_TEXTS, EMAIL_CONFIRMATION_TEXTS } from './email-confirmation-mail-texts.ts';
import { REQUEST_CONFIRMATION_TEXTS } from './request-mail-texts.ts';

export interface MailText {
  subject: string;
  greeting: string;
  /** The sentence before the link. */
  body: string;
  /** The link's label in the HTML part. */
  action: string;
  /** What to do when the mail was not expected. */
  ignore: string;
}

export type MailKind =
  | 'newsletter-confirmation'
  | 'password-reset'
  | 'request-confirmation'
  | 'data-export'
  | 'account-deletion'
  | 'email-confirmation'
  /** The confirmation link asked for again (decision 253): no thanks for a new account. */
  | 'email-confirmation-again';

export const MAIL_TEXTS: Readonly<Record<MailKind, Readonly<Record<LanguageCode, MailText>>>> = {
  'newsletter-confirmation': {
    en: {
      subject: 'Please confirm your newsletter subscription',
      greeting: 'Hello,',
      body: 'Thank you for subscribing to the Toolyard newsletter. Please confirm your subscription with this link:',
      action: 'Confirm subscription',
      ignore: 'If you did not sign up, simply ignore this e-mail – you will not receive any newsletter.',
    },
    de: {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      greeting: 'Hallo,',
      body: 'vielen Dank für Ihre Anmeldung zum Toolyard-Newsletter. Bitte bestätigen Sie sie über diesen Link:',
      action: 'Anmeldung bestätigen',
      ignore:
        'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail – Sie erhalten dann keinen Newsletter.',
    },
    sk: {
      subject: 'Potvrďte, prosím, odber newslettera',
      greeting: 'Dobrý deň,',
      body: 'ďakujeme za prihlásenie na odber newslettera Toolyard. Potvrďte ho, prosím, týmto odkazom:',
      action: 'Potvrdiť odber',
      ignore: 'Ak ste sa neprihlásili, tento e-mail ignorujte – žiadny newsletter nedostanete.',
    },
    cs: {
      subject: 'Potvrďte prosím odběr newsletteru',
      greeting: 'Dobrý den,',
      body: 'děkujeme za přihlášení k odběru newsletteru Toolyard. Potvrďte jej prosím tímto odkazem:',
      action: 'Potvrdit odběr',
      ignore: 'Pokud jste se nepřihlásili, tento e-mail ignorujte – žádný newsletter nedostanete.',
    },
    pl: {
      subject: 'Potwierdź subskrypcję newslettera',
      greeting: 'Dzień dobry,',
      body: 'dziękujemy za zapisanie się do newslettera Toolyard. Potwierdź subskrypcję, klikając ten link:',
      action: 'Potwierdź subskrypcję',
      ignore: 'Jeśli to nie Ty się zapisałeś, zignoruj tę wiadomość – nie otrzymasz newslettera.',
    },
    hu: {
      subject: 'Kérjük, erősítse meg hírlevél-feliratkozását',
      greeting: 'Üdvözöljük!',
      body: 'Köszönjük, hogy feliratkozott a Toolyard hírlevelére. Kérjük, erősítse meg a feliratkozást ezzel a linkkel:',
      action: 'Feliratkozás megerősítése',
      ignore: 'Ha nem Ön iratkozott fel, hagyja figyelmen kívül ezt az e-mailt – nem kap hírlevelet.',
    },
    ro: {
      subject: 'Vă rugăm să confirmați abonarea la newsletter',
      greeting: 'Bună ziua,',
      body: 'vă mulțumim că v-ați abonat la newsletterul Toolyard. Vă rugăm să confirmați abonarea prin acest link:',
      action: 'Confirmă abonarea',
      ignore: 'Dacă nu v-ați abonat, ignorați acest e-mail – nu veți primi niciun newsletter.',
    },
    bg: {
      subject: 'Моля, потвърдете абонамента си за бюлетина',
      greeting: 'Здравейте,',
      body: 'благодарим ви, че се абонирахте за бюлетина на Toolyard. Моля, потвърдете абонамента чрез тази връзка:',
      action: 'Потвърждаване на абонамента',
      ignore: 'Ако не сте се абонирали, игнорирайте този имейл – няма да получавате бюлетин.',
    },
    el: {
      subject: 'Επιβεβαιώστε την εγγραφή σας στο newsletter',
      greeting: 'Γεια σας,',
      body: 'σας ευχαριστούμε για την εγγραφή σας στο newsletter της Toolyard. Επιβεβαιώστε την εγγραφή με αυτόν τον σύνδεσμο:',
      action: 'Επιβεβαίωση εγγραφής',
      ignore: 'Αν δεν κάνατε εσείς την εγγραφή, αγνοήστε αυτό το e-mail – δεν θα λάβετε newsletter.',
    },
    hr: {
      subject: 'Molimo potvrdite pretplatu na newsletter',
      greeting: 'Poštovani,',
      body: 'hvala što ste se pretplatili na Toolyard newsletter. Molimo potvrdite pretplatu putem ove poveznice:',
      action: 'Potvrdi pretplatu',
      ignore: 'Ako se niste pretplatili, zanemarite ovaj e-mail – nećete primati newsletter.',
    },
    sl: {
      subject: 'Potrdite naročnino na e-novice',
      greeting: 'Pozdravljeni,',
      body: 'hvala za prijavo na e-novice Toolyard. Prosimo, potrdite prijavo s to povezavo:',
      action: 'Potrdi naročnino',
      ignore: 'Če se niste prijavili, to e-sporočilo prezrite – e-novic ne boste prejemali.',
    },
    lt: {
      subject: 'Patvirtinkite naujienlaiškio prenumeratą',
      greeting: 'Sveiki,',
      body: 'dėkojame, kad užsiprenumeravote Toolyard naujienlaiškį. Patvirtinkite prenumeratą šia nuoroda:',
      action: 'Patvirtinti prenumeratą',
      ignore: 'Jei neprenumeravote, ignoruokite šį laišką – naujienlaiškio negausite.',
    },
    fr: {
      subject: 'Merci de confirmer votre inscription à la newsletter',
      greeting: 'Bonjour,',
      body: 'merci de vous être inscrit à la newsletter Toolyard. Veuillez confirmer votre inscription avec ce lien :',
      action: 'Confirmer l’inscription',
      ignore: 'Si vous ne vous êtes pas inscrit, ignorez cet e-mail – vous ne recevrez aucune newsletter.',
    },
    nl: {
      subject: 'Bevestig je inschrijving voor de nieuwsbrief',
      greeting: 'Hallo,',
      body: 'bedankt voor je inschrijving voor de nieuwsbrief van Toolyard. Bevestig je inschrijving via deze link:',
      action: 'Inschrijving bevestigen',
      ignore: 'Heb je je niet ingeschreven? Negeer deze e-mail dan – je ontvangt geen nieuwsbrief.',
    },
    it: {
      subject: 'Conferma la tua iscrizione alla newsletter',
      greeting: 'Ciao,',
      body: 'grazie per esserti iscritto alla newsletter di Toolyard. Conferma l’iscrizione con questo link:',
      action: 'Conferma iscrizione',
      ignore: 'Se non ti sei iscritto, ignora questa e-mail: non riceverai alcuna newsletter.',
    },
    es: {
      subject: 'Confirma tu suscripción al boletín',
      greeting: 'Hola:',
      body: 'Gracias por suscribirte al boletín de Toolyard. Confirma tu suscripción con este enlace:',
      action: 'Confirmar suscripción',
      ignore: 'Si no te has suscrito, ignora este correo: no recibirás ningún boletín.',
    },
    pt: {
      subject: 'Confirme a sua subscrição da newsletter',
      greeting: 'Olá,',
      body: 'obrigado por subscrever a newsletter da Toolyard. Confirme a subscrição através desta ligação:',
      action: 'Confirmar subscrição',
      ignore: 'Se não fez esta subscrição, ignore este e-mail – não receberá nenhuma newsletter.',
    },
    da: {
      subject: 'Bekræft dit nyhedsbrevsabonnement',
      greeting: 'Hej,',
      body: 'tak for din tilmelding til Toolyards nyhedsbrev. Bekræft tilmeldingen via dette link:',
      action: 'Bekræft tilmelding',
      ignore:
        'Hvis du ikke har tilmeldt dig, kan du se bort fra denne e-mail – du modtager intet nyhedsbrev.',
    },
    sv: {
      subject: 'Bekräfta din prenumeration på nyhetsbrevet',
      greeting: 'Hej,',
      body: 'tack för att du prenumererar på Toolyards nyhetsbrev. Bekräfta prenumerationen via den här länken:',
      action: 'Bekräfta prenumerationen',
      ignore: 'Om du inte har anmält dig kan du bortse från det här mejlet – du får inget nyhetsbrev.',
    },
    nb: {
      subject: 'Bekreft abonnementet på nyhetsbrevet',
      greeting: 'Hei,',
      body: 'takk for at du meldte deg på Toolyards nyhetsbrev. Bekreft påmeldingen med denne lenken:',
      action: 'Bekreft påmelding',
      ignore:
        'Hvis du ikke har meldt deg på, kan du se bort fra denne e-posten – du får ikke noe nyhetsbrev.',
    },
    fi: {
      subject: 'Vahvista uutiskirjeen tilaus',
      greeting: 'Hei,',
      body: 'kiitos, että tilasit Toolyardin uutiskirjeen. Vahvista tilaus tämän linkin kautta:',
      action: 'Vahvista tilaus',
      ignore: 'Jos et tilannut uutiskirjettä, voit jättää tämän viestin huomiotta – et saa uutiskirjettä.',
    },
  },
  'password-reset': {
    en: {
      subject: 'Reset your password',
      greeting: 'Hello,',
      body: 'We received a request to reset the password of your Toolyard account. Choose a new password with this link; it is valid for {minutes} minutes:',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this e-mail – your password stays unchanged.',
    },
    de: {
      subject: 'Passwort zurücksetzen',
      greeting: 'Hallo,',
      body: 'wir haben eine Anfrage erhalten, das Passwort Ihres Toolyard-Kontos zurückzusetzen. Über diesen Link, der {minutes} Minuten gültig ist, wählen Sie ein neues Passwort:',
      action: 'Neues Passwort wählen',
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail – Ihr Passwort bleibt unverändert.',
    },
    sk: {
      subject: 'Obnovenie hesla',
      greeting: 'Dobrý deň,',
      body: 'dostali sme žiadosť o obnovenie hesla k vášmu účtu Toolyard. Nové heslo si zvoľte cez tento odkaz, ktorý platí {minutes} minút:',
      action: 'Zvoliť nové heslo',
      ignore: 'Ak ste o to nežiadali, tento e-mail ignorujte – vaše heslo zostane nezmenené.',
    },
    cs: {
      subject: 'Obnovení hesla',
      greeting: 'Dobrý den,',
      body: 'obdrželi jsme žádost o obnovení hesla k vašemu účtu Toolyard. Nové heslo si zvolte přes tento odkaz, který platí {minutes} minut:',
      action: 'Zvolit nové heslo',
      ignore: 'Pokud jste o to nežádali, tento e-mail ignorujte – vaše heslo zůstane beze změny.',
    },
    pl: {
      subject: 'Zresetuj hasło',
      greeting: 'Dzień dobry,',
      body: 'otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta Toolyard. Ustaw nowe hasło, korzystając z tego linku (ważny {minutes} min):',
      action: 'Ustaw nowe hasło',
      ignore: 'Jeśli to nie Ty wysłałeś prośbę, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
    },
    hu: {
      subject: 'Jelszó visszaállítása',
      greeting: 'Üdvözöljük!',
      body: 'Kérés érkezett Toolyard-fiókja jelszavának visszaállítására. Új jelszót ezzel a {minutes} percig érvényes linkkel választhat:',
      action: 'Új jelszó választása',
      ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt – jelszava nem változik.',
    },
    ro: {
      subject: 'Resetați parola',
      greeting: 'Bună ziua,',
      body: 'am primit o solicitare de resetare a parolei contului dvs. Toolyard. Alegeți o parolă nouă prin acest link, valabil {minutes} de minute:',
      action: 'Alegeți o parolă nouă',
      ignore: 'Dacă nu ați solicitat acest lucru, ignorați acest e-mail – parola rămâne neschimbată.',
    },
    bg: {
      subject: 'Нулиране на паролата',
      greeting: 'Здравейте,',
      body: 'получихме заявка за нулиране на паролата на вашия профил в Toolyard. Изберете нова парола чрез тази връзка, валидна {minutes} минути:',
      action: 'Избор на нова парола',
      ignore: 'Ако не сте поискали това, игнорирайте този имейл – паролата ви остава непроменена.',
    },
    el: {
      subject: 'Επαναφορά κωδικού πρόσβασης',
      greeting: 'Γεια σας,',
      body: 'λάβαμε αίτημα επαναφοράς του κωδικού του λογαριασμού σας στην Toolyard. Επιλέξτε νέο κωδικό με αυτόν τον σύνδεσμο, που ισχύει για {minutes} λεπτά:',
      action: 'Επιλογή νέου κωδικού',
      ignore: 'Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το e-mail – ο κωδικός σας παραμένει ίδιος.',
    },
    hr: {
      subject: 'Ponovno postavljanje lozinke',
      greeting: 'Poštovani,',
      body: 'primili smo zahtjev za ponovno postavljanje lozinke vašeg Toolyard računa. Novu lozinku odaberite putem ove poveznice, koja vrijedi {minutes} minuta:',
      action: 'Odaberi novu lozinku',
      ignore: 'Ako to niste zatražili, zanemarite ovaj e-mail – vaša lozinka ostaje nepromijenjena.',
    },
    sl: {
      subject: 'Ponastavitev gesla',
      greeting: 'Pozdravljeni,',
      body: 'prejeli smo zahtevo za ponastavitev gesla vašega računa Toolyard. Novo geslo izberite s to povezavo, ki velja {minutes} minut:',
      action: 'Izberi novo geslo',
      ignore: 'Če tega niste zahtevali, to e-sporočilo prezrite – vaše geslo ostane nespremenjeno.',
    },
    lt: {
      subject: 'Slaptažodžio atkūrimas',
      greeting: 'Sveiki,',
      body: 'gavome prašymą atkurti jūsų Toolyard paskyros slaptažodį. Naują slaptažodį pasirinkite šia nuoroda, galiojančia {minutes} min.:',
      action: 'Pasirinkti naują slaptažodį',
      ignore: 'Jei to neprašėte, ignoruokite šį laišką – jūsų slaptažodis nepasikeis.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      greeting: 'Bonjour,',
      body: 'nous avons reçu une demande de réinitialisation du mot de passe de votre compte Toolyard. Choisissez un nouveau mot de passe avec ce lien, valable {minutes} minutes :',
      action: 'Choisir un nouveau mot de passe',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail – votre mot de passe reste inchangé.',
    },
    nl: {
      subject: 'Stel je wachtwoord opnieuw in',
      greeting: 'Hallo,',
      body: 'we hebben een verzoek ontvangen om het wachtwoord van je Toolyard-account opnieuw in te stellen. Kies een nieuw wachtwoord via deze link; hij is {minutes} minuten geldig:',
      action: 'Nieuw wachtwoord kiezen',
      ignore: 'Heb je dit niet aangevraagd? Negeer deze e-mail dan – je wachtwoord blijft ongewijzigd.',
    },
    it: {
      subject: 'Reimposta la password',
      greeting: 'Ciao,',
      body: 'abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Toolyard. Scegli una nuova password con questo link, valido {minutes} minuti:',
      action: 'Scegli una nuova password',
      ignore: 'Se non hai fatto tu la richiesta, ignora questa e-mail: la tua password resta invariata.',
    },
    es: {
      subject: 'Restablece tu contraseña',
      greeting: 'Hola:',
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Toolyard. Elige una nueva contraseña con este enlace, válido durante {minutes} minutos:',
      action: 'Elegir una nueva contraseña',
      ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.',
    },
    pt: {
      subject: 'Redefina a sua palavra-passe',
      greeting: 'Olá,',
      body: 'recebemos um pedido para redefinir a palavra-passe da sua conta Toolyard. Escolha uma nova palavra-passe através desta ligação, válida durante {minutes} minutos:',
      action: 'Escolher nova palavra-passe',
      ignore: 'Se não fez este pedido, ignore este e-mail – a sua palavra-passe mantém-se.',
    },
    da: {
      subject: 'Nulstil din adgangskode',
      greeting: 'Hej,',
      body: 'vi har modtaget en anmodning om at nulstille adgangskoden til din Toolyard-konto. Vælg en ny adgangskode via dette link, der gælder i {minutes} minutter:',
      action: 'Vælg ny adgangskode',
      ignore:
        'Hvis du ikke har bedt om det, kan du se bort fra denne e-mail – din adgangskode forbliver uændret.',
    },
    sv: {
      subject: 'Återställ ditt lösenord',
      greeting: 'Hej,',
      body: 'vi har fått en begäran om att återställa lösenordet till ditt Toolyard-konto. Välj ett nytt lösenord via den här länken, som gäller i {minutes} minuter:',
      action: 'Välj nytt lösenord',
      ignore: 'Om du inte har begärt detta kan du bortse från mejlet – ditt lösenord förblir oförändrat.',
    },
    nb: {
      subject: 'Tilbakestill passordet ditt',
      greeting: 'Hei,',
      body: 'vi har mottatt en forespørsel om å tilbakestille passordet til Toolyard-kontoen din. Velg et nytt passord med denne lenken, som gjelder i {minutes} minutter:',
      action: 'Velg nytt passord',
      ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra e-posten – passordet ditt forblir uendret.',
    },
    fi: {
      subject: 'Salasanan vaihtaminen',
      greeting: 'Hei,',
      body: 'saimme pyynnön vaihtaa Toolyard-tilisi salasana. Valitse uusi salasana tämän linkin kautta; linkki on voimassa {minutes} minuuttia:',
      action: 'Valitse uusi salasana',
      ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta – salasanasi pysyy ennallaan.',
    },
  },
  'request-confirmation': REQUEST_CONFIRMATION_TEXTS,
  ...CUSTOMER_DATA_MAIL_TEXTS,
  'email-confirmation': EMAIL_CONFIRMATION_TEXTS,
  'email-confirmation-again': EMAIL_CONFIRMATION_AGAIN_TEXTS,
};
