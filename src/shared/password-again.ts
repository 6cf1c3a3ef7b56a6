/**
 * The code of a sensitive action's refusal until the password is proven again (403; docs/
 * operator-console.md, "Sensitive actions ask again"). Its own module, so the console reads it
 * without the storefront's first load carrying it.
 */
export const PASSWORD_REQUIRED_CODE = 40301;
