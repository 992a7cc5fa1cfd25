/** The one place this app names its area; the store and `BackOfficeApp` read it from here. */
export const AREA = 'seller' as const;
