/** E-mail addresses are matched case-insensitively everywhere (users and partners): stored like this. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()
