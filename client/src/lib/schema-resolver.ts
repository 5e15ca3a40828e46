/**
 * The check of a form by its shared schema, fetched with the schema when the form first needs it
 * (lib/forms.ts): each refused field holds its words (the site's error map, in the page's language)
 * and its rule's code in `type` with the rule's parameters beside it, which the admin words.
 */
import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import type { Language } from "@shared/domain";
import { errorMap, issueCode } from "@shared/validation";

/** What zod's resolver for react-hook-form does, keeping each issue's code and parameters (`{ type: "too_small", minimum: 12 }`). */
export function schemaResolver(schema: z.core.$ZodType, lang: Language): Resolver<FieldValues, unknown, FieldValues> {
  return async (values, _context, options) => {
    const parsed = await (schema as z.ZodType).safeParseAsync(values, { error: errorMap(lang) });
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data as FieldValues, errors: {} };
    }
    const errors: Record<string, FieldError> = Object.create(null) as Record<string, FieldError>;
    const issues = [...parsed.error.issues];
    for (let issue = issues.shift(); issue; issue = issues.shift()) {
      const name = issue.path.join(".");
      if (issue.code === "invalid_union") {
        // A union's field shows the branch that came closest; every branch's issues follow, as zod's resolver does.
        const { path, errors: branches } = issue;
        const closest = branches.length > 0 ? branches.reduce((best, branch) => (branch.length < best.length ? branch : best))[0] : undefined;
        const { code, ...params } = issueCode(closest ?? issue);
        errors[name] ??= { ...params, type: code, message: closest?.message ?? issue.message };
        for (const branch of branches) issues.push(...branch.map((inner) => ({ ...inner, path: [...path, ...inner.path] })));
        continue;
      }
      const { code, ...params } = issueCode(issue);
      errors[name] ??= { ...params, type: code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

