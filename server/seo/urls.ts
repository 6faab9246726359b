/** A job's public page, as people, crawlers, feeds and partners link to it. */
export const jobUrl = (publicUrl: string, jobId: string) => `${publicUrl.replace(/\/+$/, "")}/jobs/${encodeURIComponent(jobId)}`;
