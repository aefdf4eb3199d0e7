import { ApiError, showApiError } from '../../../lib/http';
import { currentLocale } from '../../../lib/locale';

/**
 * Opens the PDF of an invoice or act in a new tab. The document is fetched here (with the session
 * cookie and the interface language) and shown from a blob, so an error can be shown in place.
 * The tab opens first, so browsers do not take it for a pop-up.
 */
export async function openFinanceDocument(link: string): Promise<void> {
  const tab = window.open('', '_blank');
  const headers: Record<string, string> = { Accept: 'application/pdf', 'Accept-Language': currentLocale() };
  try {
    const response = await fetch(link, { headers });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new ApiError(response.status, body.message ?? `HTTP ${response.status}`);
    }
    const url = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    showApiError(error instanceof ApiError ? error : new ApiError(500, String(error)));
  }
}
