import { builder } from "./builder.ts";
import "./scalars.ts";
import "./errors.ts";
import "./user.ts";
import "./passwordReset.ts";
import "./candidate.ts";
import "./enums.ts";
import "./company.ts";
import "./job.ts";
import "./references.ts";
import "./profileSections.ts";
import "./cep.ts";
import "./profileImage.ts";
import "./application.ts";
import "./interest.ts";
import "./notifications.ts";
import "./noticePreferences.ts";
import "./profileViews.ts";
import "./savedJobs.ts";
import "./jobAlerts.ts";
import "./analytics.ts";
import "./pcd.ts";
import "./privacy.ts";

/** The whole schema: the web app's, and developers' outside production. */
export const schema = builder.toSchema({ sortSchema: true });
/** What a partner key reads: public jobs, companies' public profiles and reference lists; nothing else. */
export const publicSchema = builder.toSchema({ sortSchema: true, subGraph: "Public" });
