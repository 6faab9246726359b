import { builder } from "./builder.ts";
import "./scalars.ts";
import "./errors.ts";
import "./user.ts";
import "./candidato.ts";
import "./empresa.ts";

export const schema = builder.toSchema({ sortSchema: true });
