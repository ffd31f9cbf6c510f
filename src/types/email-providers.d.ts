// email-providers ships a JSON list without type declarations.
declare module 'email-providers' {
  /** Domains of public e-mail providers (gmail.com, web.de, orange.fr...). */
  const domains: string[]
  export default domains
}
