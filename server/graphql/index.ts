import { builder } from "./builder.ts";
import "./scalars.ts";
import "./errors.ts";
import "./user.ts";
import "./candidato.ts";
import "./enums.ts";
import "./empresa.ts";
import "./vaga.ts";
import "./profileSections.ts";
import "./cep.ts";
import "./profileImage.ts";
import "./candidatura.ts";
import "./interesse.ts";

export const schema = builder.toSchema({ sortSchema: true });
