
/** /user/facebooklogin, /user/googlelogin, /user/twitterlogin: where a social login popup returns; an empty page. */
export function SocialLoginPage() {
  return <h1 className="visually-hidden">Inicio de sesión</h1>;
}
