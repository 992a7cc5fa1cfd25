/** The one place this app names its area; the store and `BackOfficeApp` read it from here. */
export const AREA = 'admin' as const;
