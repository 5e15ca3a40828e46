/**
 * A refusal's fields as a person reads them (where, and the words), for tests about the words: each
 * also names its rule (`code` and its parameters), which tests/api/error-codes.test.ts asserts.
 */
export const fieldWords = (errors: { path: string; message: string }[] | undefined) => errors?.map(({ path, message }) => ({ path, message }));
