/**
 * Spec 000 §2.5: when the error page itself fails to render, the server (not only the browser)
 * answers with the rendering-failure page: its heading, text, "Error details" and "Go back to home".
 */
import { describe, expect, it } from 'vitest';
import { get } from './helpers.ts';

describe('server-rendered error page failure', () => {
  it('answers 500 with the rendering-failure texts when the error page throws', async () => {
    const response = await get('localhost', '/shell-test/error/?kind=error-page-failure');
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(
      '<h1 id="error-title">An error occurred while showing the error page</h1>',
    );
    expect(response.body).toContain(
      'Unfortunately an error occurred and while showing the error page another error occurred',
    );
    expect(response.body).toContain('<summary>Error details</summary>');
    expect(response.body).toMatch(/<a href="\/">Go back to home<\/a>/);
    expect(response.body).toContain('<html lang="en"');
  });
});
