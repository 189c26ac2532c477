import { toast } from 'sonner';

/** The one wrapper around the toast library: every toast in the app goes through here. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  info: (title: string, description?: string) => toast(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
