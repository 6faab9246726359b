import { builder } from "./builder.ts";
import "./scalars.ts";
import "./errors.ts";
import "./user.ts";
import "./candidate.ts";
import "./enums.ts";
import "./company.ts";
import "./job.ts";
import "./profileSections.ts";
import "./cep.ts";
import "./profileImage.ts";
import "./application.ts";
import "./interest.ts";

export const schema = builder.toSchema({ sortSchema: true });
