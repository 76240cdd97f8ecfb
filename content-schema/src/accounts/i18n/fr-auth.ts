import type { SectionKey } from '../../i18n/keys.ts'

/** French UI strings: sign-in, sign-up and password reset. */
export const auth: Record<SectionKey<'auth'>, string> = {
  'auth.login.title': 'Bon retour parmi nous',
  'auth.login.subtitle': 'Connectez-vous à votre compte',
  'auth.login.email': 'E-mail',
  'auth.login.password': 'Mot de passe',
  'auth.login.submit': 'Se connecter',
  'auth.login.submitting': 'Connexion en cours...',
  'auth.login.forgotPassword': 'Mot de passe oublié ?',
  'auth.login.quickSignIn': 'Connexion rapide',
  'auth.login.noAccount': 'Pas encore de compte ?',
  'auth.login.createAccount': 'Créer un compte',
  'auth.signup.title': 'Créez votre compte',
  'auth.signup.subtitle': "Rejoignez Nexovia et voyagez sereinement entre l'Amérique et l'Afrique.",
  'auth.signup.benefitsTitle': 'Avec votre compte',
  'auth.signup.benefit.profile': 'Un profil personnalisé',
  'auth.signup.benefit.bookings': 'Toutes vos réservations au même endroit',
  'auth.signup.benefit.support': 'Une assistance prioritaire',
  'auth.signup.savingsNote': 'Un compte Épargne voyage arrive bientôt.',
  'auth.signup.firstName': 'Prénom',
  'auth.signup.lastName': 'Nom',
  'auth.signup.email': 'E-mail',
  'auth.signup.phone': 'Téléphone',
  'auth.signup.password': 'Mot de passe',
  'auth.signup.confirmPassword': 'Confirmez le mot de passe',
  'auth.signup.country': 'Pays',
  'auth.signup.preferredDestination': 'Destination préférée',
  'auth.signup.acceptTerms': "J'accepte les conditions d'utilisation et la politique de confidentialité",
  'auth.signup.submit': 'Créer mon compte',
  'auth.signup.submitting': 'Création de votre compte...',
  'auth.signup.quickSignUp': 'Inscription rapide',
  'auth.signup.haveAccount': 'Vous avez déjà un compte ?',
  'auth.signup.success':
    'Merci. Vous pouvez maintenant vous connecter. Si cette adresse avait déjà un compte, nous lui avons plutôt envoyé un message.',
  'auth.forgot.title': 'Mot de passe oublié ?',
  'auth.forgot.subtitle': 'Saisissez votre e-mail et nous vous enverrons un code de réinitialisation.',
  'auth.forgot.submit': 'Envoyer le code',
  'auth.forgot.sent':
    'Si un compte existe pour cet e-mail, un code de réinitialisation vient de lui être envoyé.',
  'auth.forgot.backToLogin': 'Retour à la connexion',
  'auth.reset.title': 'Choisissez un nouveau mot de passe',
  'auth.reset.token': 'Code de réinitialisation',
  'auth.reset.newPassword': 'Nouveau mot de passe',
  'auth.reset.confirmPassword': 'Confirmez le nouveau mot de passe',
  'auth.reset.submit': 'Réinitialiser le mot de passe',
  'auth.reset.changeEmail': "Changer d'e-mail",
  'auth.reset.successTitle': 'Mot de passe modifié',
  'auth.reset.successMessage': 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
  'auth.reset.goToLogin': 'Aller à la connexion',
  'auth.callback.loading': 'Connexion en cours...',
  'auth.callback.success': 'Vous êtes connecté. Redirection...',
  'auth.callback.error': "Erreur d'authentification. Redirection vers la page de connexion...",
  'auth.logout': 'Se déconnecter',
  'auth.backHome': "Retour à l'accueil",
  'auth.login.signedUpNotice':
    'Merci. Vous pouvez maintenant vous connecter. Si cette adresse avait déjà un compte, nous lui avons plutôt envoyé un message.',
  'auth.signup.termsLink': "Conditions d'utilisation",
  'auth.signup.privacyLink': 'Politique de confidentialité',
  'auth.forgot.expiryNote': "Le code est valable 30 minutes et ne peut servir qu'une fois.",
  'auth.forgot.haveCode': "J'ai déjà un code",
  'auth.mail.resetSubject': 'Réinitialisez votre mot de passe Nexovia',
  'auth.mail.resetIntro':
    "Une réinitialisation du mot de passe de votre compte Nexovia a été demandée. Si c'est bien vous, ouvrez ce lien (valable 30 minutes, une seule fois) :",
  'auth.mail.resetCode': 'Ou saisissez ce code : {token}',
  'auth.mail.signupTakenSubject': 'Quelqu’un a tenté de créer un compte Nexovia avec votre adresse',
  'auth.mail.signupTakenIntro':
    'Quelqu’un, peut-être vous, a tenté de créer un compte Nexovia avec cette adresse. Vous en avez déjà un : rien n’a été modifié.',
  'auth.mail.signupTakenAction':
    'Pour vous connecter, utilisez votre mot de passe ; si vous l’avez oublié, choisissez-en un nouveau ici :',
  'auth.mail.resetIgnore':
    "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
  'auth.mail.verifySubject': 'Confirmez votre adresse email pour Nexovia',
  'auth.mail.verifyIntro':
    'Confirmez que vous avez créé le compte Nexovia de « {name} » avec cette adresse. Confirmer rattache à ce compte les voyages réservés avec cette adresse sans être connecté : le titulaire du compte les verra dans Mes réservations.',
  'auth.mail.verifyAction':
    'Si ce compte est le vôtre, ouvrez ce lien dans les {days} jours pour confirmer :',
  'auth.mail.verifyIgnore':
    "Ce n'est pas vous ? N'ouvrez pas le lien et ignorez cet email : rien de ce qui a été réservé avec cette adresse ne rejoindra ce compte, et vos voyages restent accessibles avec leur référence et cette adresse (Gérer ma réservation).",
  'auth.mail.passwordChangedSubject': 'Votre mot de passe Nexovia a été modifié',
  'auth.mail.passwordChangedIntro':
    'Le mot de passe de votre compte Nexovia vient d’être modifié, et tous les autres appareils connectés à ce compte ont été déconnectés.',
  'auth.mail.signedOutSubject': 'Votre compte Nexovia a été déconnecté partout',
  'auth.mail.signedOutIntro':
    'Votre compte Nexovia vient d’être déconnecté sur tous les appareils et navigateurs. Reconnectez-vous là où vous l’utilisez.',
  'auth.mail.emailChangeOldSubject': 'Une nouvelle adresse email a été demandée pour votre compte Nexovia',
  'auth.mail.emailChangeOldIntro':
    'Quelqu’un de connecté à votre compte Nexovia a demandé d’utiliser {email} à la place de cette adresse. Rien ne change tant que le lien envoyé à {email} n’a pas été ouvert.',
  'auth.mail.emailChangeOldIntroUnnamed':
    'Quelqu’un de connecté à votre compte Nexovia a demandé d’utiliser une autre adresse email à la place de celle-ci. Rien ne change tant que le lien envoyé à cette adresse n’a pas été ouvert.',
  'auth.mail.emailChangeSubject': 'Confirmez votre nouvelle adresse email pour Nexovia',
  'auth.mail.emailChangeIntro':
    'Vous avez demandé à utiliser cette adresse pour votre compte Nexovia. Une fois confirmée, elle remplace l’ancienne, et les voyages réservés avec elle sans être connecté rejoignent votre compte.',
  'auth.mail.emailChangeAction': 'Ouvrez ce lien dans les {hours} heures pour confirmer :',
  'auth.mail.emailChangeIgnore':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet email : rien ne change.',
  'auth.passwordHint':
    'Au moins 8 caractères ; 15 ou plus, c’est plus sûr. Quelques mots sans rapport entre eux se retiennent facilement et se devinent mal.',
  'auth.mail.noticeNotYou': 'Si ce n’est pas vous, choisissez sans attendre un nouveau mot de passe ici :',
  'auth.verify.title': 'Confirmez votre adresse email',
  'auth.verify.intro':
    'Confirmez que cette adresse est la vôtre : les voyages réservés avec elle rejoindront votre compte.',
  'auth.verify.confirm': 'Confirmer mon adresse email',
  'auth.verify.confirming': 'Confirmation…',
  'auth.verify.done': 'Votre adresse email est confirmée.',
  'auth.verify.attached.one': 'Une réservation faite avec elle a été ajoutée à Mes réservations.',
  'auth.verify.attached.other': '{count} réservations faites avec elle ont été ajoutées à Mes réservations.',
  'auth.verify.toAccount': 'Voir Mes réservations',
  'auth.verify.noLink':
    'Cette page s’ouvre depuis le lien de notre email de confirmation. Demandez-en un nouveau depuis votre compte.',
}
