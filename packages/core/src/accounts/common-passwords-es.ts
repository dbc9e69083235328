/**
 * Passwords common among Spanish speakers and in Colombia that zxcvbn-ts's common list (mostly English-language
 * breach corpora) lacks, or holds only without their accents: trivial sequences, Spanish words for "password",
 * the country, its cities and football clubs, followed by the usual digits. Compared accent- and case-insensitively.
 */
export const COMMON_SPANISH_PASSWORDS: readonly string[] = [
  "abcdef", "abcdefg", "abcdefgh", "abc123456", "qwerty123", "asdfgh", "zxcvbn", "123abc", "a123456", "aa123456",
  "contraseña", "contraseña1", "contraseña123", "micontraseña", "clave", "clave1", "clave12", "clave123", "clave1234", "miclave", "laclave",
  "colombia", "colombia1", "colombia123", "colombia2024", "colombia2025", "colombia2026", "bogota", "bogota123", "medellin", "medellin123",
  "cali123", "barranquilla", "cartagena", "bucaramanga", "millonarios", "nacional", "atleticonacional", "americadecali", "junior", "santafe",
  "teamo", "teamo123", "teamomucho", "tequiero", "tequiero123", "amor123", "miamor", "princesa", "princesa123", "mariposa", "corazon",
  "dios", "diosesamor", "diosteama", "jesus123", "jesucristo", "familia", "familia123", "futbol", "futbol123", "hola123", "holamundo",
  "usuario", "usuario123", "administrador", "admin123", "portal", "portal123", "alcaldia", "alcaldia123", "gobierno", "ciudadano",
];
