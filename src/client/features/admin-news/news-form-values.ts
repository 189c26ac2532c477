import type { SportId } from '@/shared/constants';
import { type AdminNewsItem, type NewsInput, newsInputSchema } from '@/shared/schemas/news';

/** The form's fields as typed: tags as one comma-separated line, no emoji as an empty field. */
export interface NewsFormValues {
  title: string;
  summary: string;
  content: string;
  author: string;
  category: SportId | '';
  tags: string;
  image: string;
}
export type NewsField = keyof NewsFormValues;
export type NewsFieldErrors = Partial<Record<NewsField, string>>;

export const emptyNewsForm = (author: string): NewsFormValues => ({
  title: '',
  summary: '',
  content: '',
  author,
  category: '',
  tags: '',
  image: '',
});

export const newsFormValues = (item: AdminNewsItem): NewsFormValues => ({
  title: item.title,
  summary: item.summary,
  content: item.content,
  author: item.author,
  category: item.category,
  tags: item.tags.join(', '),
  image: item.image ?? '',
});

/** What the API takes: the tags split at commas, an empty emoji as none. */
const inputOf = (values: NewsFormValues) => ({
  ...values,
  tags: values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  image: values.image.trim() === '' ? null : values.image,
});

/**
 * Field messages (a 400's `fields`, or the schema's issues) by form field, the first of each; a
 * message about one tag ('tags.2') is the tags field's.
 */
export function formErrors(fields: Iterable<readonly [string, string]>): NewsFieldErrors {
  const errors: NewsFieldErrors = {};
  for (const [path, message] of fields) {
    const field = path.split('.')[0] as NewsField;
    errors[field] ??= message;
  }
  return errors;
}

/** The input, checked by the API's own schema before it is sent: the same messages either way. */
export function checkNewsForm(
  values: NewsFormValues,
): { input: NewsInput; errors?: undefined } | { input?: undefined; errors: NewsFieldErrors } {
  const result = newsInputSchema.safeParse(inputOf(values));
  if (result.success) return { input: result.data };
  return {
    errors: formErrors(result.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const)),
  };
}
