import { brand } from "../../brand.ts";
import { PrivacyActivity } from "./PrivacyActivity.tsx";

// What the product keeps, section by section, as prisma/schema.prisma, server/auth and
// server/limits have it. Change this text when they change.

export function PrivacyData() {
  return (
    <>
      <h2 id="dados">Quais dados guardamos e para quê</h2>

      <h3>Sua conta</h3>
      <ul>
        <li>
          <strong>E-mail e tipo de conta</strong> (candidato ou empresa): para você entrar e para o {brand} saber quais telas
          mostrar. O e-mail não pode ser trocado pela própria conta.
        </li>
        <li>
          <strong>Senha</strong>: nunca guardamos a senha em si, só um resumo criptográfico dela (scrypt, com um valor
          aleatório próprio de cada conta). Nem nós conseguimos ler a sua senha. Senhas muito comuns são recusadas no
          cadastro.
        </li>
      </ul>

      <h3>Quando você entra</h3>
      <ul>
        <li>
          <strong>Sessão</strong>: o navegador recebe o cookie <code>encaixe_session</code>, com um código aleatório que
          vale por 30 dias. O banco de dados guarda apenas o resumo SHA-256 desse código e a data em que ele expira; com
          isso ninguém que veja o banco consegue se passar por você. &quot;Sair&quot; encerra a sessão deste navegador e
          &quot;Sair de todos os dispositivos&quot; encerra todas.
        </li>
        <li>
          <strong>Navegador confiável</strong>: depois de entrar, o navegador recebe o cookie <code>encaixe_device</code>,
          válido por um ano e renovado a cada entrada. Guardamos só um resumo dele, ligado à sua conta. Ele serve para
          que as tentativas de senha feitas por outra pessoa, de outro lugar, não bloqueiem você no seu próprio
          navegador.
        </li>
        <li>
          <strong>Contadores contra abuso</strong>: para impedir que alguém adivinhe senhas ou crie contas em massa,
          contamos tentativas de entrada, cadastros e pedidos ao servidor por endereço de rede (o endereço IP, ou o bloco
          /64 no caso de IPv6) e por um resumo do e-mail digitado, nunca o e-mail em si. Cada contador some sozinho entre
          1 minuto e 1 hora depois, e os vencidos são apagados de hora em hora.
        </li>
      </ul>
      <p>Esses dois cookies são os únicos que usamos. Não há cookies de publicidade nem de estatísticas de visita.</p>

      <h3>Perfil do candidato</h3>
      <p>
        No cadastro pedimos só nome completo, e-mail e senha. O resto do perfil é você quem decide preencher: data de
        nascimento, gênero, CPF, telefone principal e secundário, endereço (CEP, rua, número, bairro, cidade e estado),
        LinkedIn, portfólio, objetivo profissional, área de interesse, nível profissional, foto, formações, experiências,
        habilidades, idiomas e cursos. Esses dados existem para você se apresentar às empresas e para as buscas de vagas e
        de candidatos funcionarem.
      </p>

      <h3>Perfil da empresa</h3>
      <p>
        Nome da empresa, CNPJ, nome do responsável, e-mail corporativo e, se a empresa quiser, descrição, setor, site, rede
        social, endereço e logo. Servem para identificar quem publica as vagas e para apresentar a empresa aos candidatos.
      </p>

      <h3>Vagas, candidaturas e interesses</h3>
      <ul>
        <li>
          <strong>Vagas</strong>: tudo o que a empresa escreve ao publicar (título, descrição, requisitos, salário,
          local, benefícios, prazo) e o status da vaga.
        </li>
        <li>
          <strong>Candidaturas</strong>: a vaga, o candidato, a carta de apresentação (se houver), a etapa do processo e
          as datas.
        </li>
        <li>
          <strong>Interesses</strong>: a empresa, o candidato, a vaga, a mensagem da empresa, a resposta do candidato e as
          datas.
        </li>
      </ul>

      <PrivacyActivity />

      <h3>Fotos e logos</h3>
      <p>
        A foto do candidato e o logo da empresa ficam no nosso banco de dados, com no máximo 500 KB. Guardamos uma cópia
        refeita da imagem, sem os metadados do arquivo original (como o local onde a foto foi tirada). Ao trocar ou remover
        a imagem, a anterior é apagada.
      </p>

      <h3>Busca de CEP</h3>
      <p>
        Quando você usa &quot;Buscar CEP&quot;, enviamos somente os 8 dígitos do CEP ao serviço público ViaCEP e, se ele
        falhar, à BrasilAPI, para preencher o endereço. Nenhum outro dado seu vai junto.
      </p>

      <h3>Parceiros da API</h3>
      <p>
        Sites parceiros leem as vagas publicadas com uma chave de acesso. Da chave guardamos o nome do parceiro, o resumo
        SHA-256 da chave (nunca a chave em si) e as datas de criação, último uso e revogação.
      </p>

      <h3>Registros de erro</h3>
      <p>
        Quando algo falha, o servidor registra a falha para que possamos corrigi-la. Esses registros não incluem senhas,
        cookies nem chaves de acesso.
      </p>
    </>
  );
}
