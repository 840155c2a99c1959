/** What the create-ticket form holds. */
export interface TicketFormValues {
  subject: string;
  description: string;
}

/** Which rule a field breaks: the key of its message under `form.` in the namespace. */
export interface TicketFormErrors {
  subject?: 'subjectRequired';
  description?: 'descriptionRequired';
}

/** P1 §5: subject and description are both required; whitespace alone does not count. */
export function validateTicketForm(values: TicketFormValues): TicketFormErrors {
  const errors: TicketFormErrors = {};
  if (!values.subject.trim()) errors.subject = 'subjectRequired';
  if (!values.description.trim()) errors.description = 'descriptionRequired';
  return errors;
}
