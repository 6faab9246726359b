import { Trash2, TriangleAlert } from "lucide-react";
import { lazy } from "react";
import { Button } from "../../components/Button.tsx";
import { DialogTrigger } from "../../components/DialogTrigger.tsx";
import { Facts, Section, SectionTitle } from "./sectionParts.ts";

const DeleteAccountDialogContent = lazy(() => import("./DeleteAccountDialogContent.tsx").then((module) => ({ default: module.DeleteAccountDialogContent })));

/** 'Excluir minha conta' (LGPD art. 18, VI): what goes and what stays, said before the question. */
export function DeleteAccountSection({ candidate }: { candidate: boolean }) {
  return (
    <Section aria-labelledby="privacidade-excluir" $danger>
      <SectionTitle id="privacidade-excluir">
        <TriangleAlert size={20} aria-hidden />
        Excluir minha conta
      </SectionTitle>
      <Facts>
        {candidate ? (
          <>
            <li>Apagamos na hora sua conta, seu perfil, sua foto, suas sessões e todos os seus dados pessoais.</li>
            <li>
              As empresas em que você se candidatou mantêm só o registro da candidatura, sem nada seu: lá ela aparece como
              &quot;Candidato removido&quot;.
            </li>
          </>
        ) : (
          <>
            <li>Apagamos na hora a conta da empresa, o logo, as sessões e os dados do responsável.</li>
            <li>As vagas publicadas são removidas, com as candidaturas e os interesses ligados a elas.</li>
          </>
        )}
        <li>Não dá para desfazer. Se quiser uma cópia, baixe seus dados antes.</li>
      </Facts>
      <div>
        <DialogTrigger
          trigger={
            <Button $variant="dangerOutline">
              <Trash2 size={18} aria-hidden />
              Excluir minha conta
            </Button>
          }
        >
          {(control) => <DeleteAccountDialogContent control={control} />}
        </DialogTrigger>
      </div>
    </Section>
  );
}
