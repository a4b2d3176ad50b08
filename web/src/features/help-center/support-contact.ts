/** The external messaging-app profile used for support (SPEC.md: Contact Support is an external messaging contact). */
export const SUPPORT_CONTACT_URL = 'https://t.me/adforge_support';
