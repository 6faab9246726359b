// Written by `npm run schema` (scripts/partner-docs/) from docs/parceiros.md and schema.public.graphql: do not edit.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the code examples hold JavaScript and shell placeholders
import type { PartnerDocs } from "./docTypes.ts";

export const partnerDocs: PartnerDocs = {
  "guide": [
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Sites de emprego e agregadores podem ler as vagas do Encaixe por uma API GraphQL pública: buscar vagas com filtros, ler os perfis públicos das empresas e as listas de referência (áreas, níveis, contratos, modalidades), e manter uma cópia das vagas em dia. A API só lê: nenhuma chave publica, altera ou exclui nada, e nenhum dado de candidato passa por ela."
        }
      ]
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "A referência completa dos tipos, campos e argumentos está em "
        },
        {
          "link": "Referência do esquema",
          "href": "#referencia"
        },
        {
          "text": ", gerada a partir do esquema público ("
        },
        {
          "code": "schema.public.graphql"
        },
        {
          "text": ")."
        }
      ]
    },
    {
      "kind": "heading",
      "level": 2,
      "id": "como-obter-uma-chave",
      "text": "Como obter uma chave"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Escreva para "
        },
        {
          "link": "parcerias@encaixe.com.br",
          "href": "mailto:parcerias@encaixe.com.br"
        },
        {
          "text": " contando o nome do seu site, o endereço dele e o uso que fará das vagas. A equipe responde com uma chave de acesso, que começa com "
        },
        {
          "code": "encx_"
        },
        {
          "text": "."
        }
      ]
    },
    {
      "kind": "list",
      "ordered": false,
      "items": [
        [
          {
            "text": "A chave aparece uma única vez, na resposta: guarde-a num cofre de segredos, nunca no código de um site ou aplicativo que roda no navegador."
          }
        ],
        [
          {
            "text": "O Encaixe guarda só uma impressão (hash) da chave e não consegue recuperá-la. Se ela se perder ou vazar, peça outra pelo mesmo endereço: a antiga é revogada."
          }
        ],
        [
          {
            "text": "Cada chave vale para um parceiro; os limites abaixo contam por chave."
          }
        ]
      ]
    },
    {
      "kind": "heading",
      "level": 2,
      "id": "como-fazer-uma-requisicao",
      "text": "Como fazer uma requisição"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Todas as consultas vão por "
        },
        {
          "code": "POST"
        },
        {
          "text": " para o endereço "
        },
        {
          "code": "/graphql"
        },
        {
          "text": " do site, com o corpo em JSON ("
        },
        {
          "code": "Content-Type: application/json"
        },
        {
          "text": ") e a chave no cabeçalho "
        },
        {
          "code": "Authorization"
        },
        {
          "text": ":"
        }
      ]
    },
    {
      "kind": "code",
      "language": "http",
      "label": "Cabeçalhos de toda requisição",
      "code": "POST /graphql HTTP/1.1\nHost: encaixe.com.br\nAuthorization: Bearer encx_…\nContent-Type: application/json"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "O corpo é o de qualquer servidor GraphQL: "
        },
        {
          "code": "query"
        },
        {
          "text": " (o documento) e, se houver, "
        },
        {
          "code": "variables"
        },
        {
          "text": ". Com a chave, a API aceita qualquer documento de consulta seu e a introspecção do esquema, de modo que ferramentas como GraphiQL, graphql-codegen ou o Postman leem os tipos direto do servidor. Sem chave, o servidor só executa as consultas do próprio site."
        }
      ]
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Os exemplos desta página usam duas variáveis de ambiente:"
        }
      ]
    },
    {
      "kind": "code",
      "language": "sh",
      "label": "Variáveis dos exemplos",
      "code": "export GRAPHQL_URL=\"https://encaixe.com.br/graphql\"\nexport CHAVE_API=\"encx_…\"   # a chave que você recebeu"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Uma primeira consulta, com curl:"
        }
      ]
    },
    {
      "kind": "code",
      "language": "sh",
      "label": "Uma página de vagas ativas, com curl",
      "code": "curl -sS \"$GRAPHQL_URL\" \\\n  -H \"Authorization: Bearer $CHAVE_API\" \\\n  -H \"Content-Type: application/json\" \\\n  --data '{\"query\": \"{ vagas(first: 5) { totalCount edges { node { titulo url empresa { nomeEmpresa } } } } }\"}'"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Respostas de erro:"
        }
      ]
    },
    {
      "kind": "list",
      "ordered": false,
      "items": [
        [
          {
            "strong": "401"
          },
          {
            "text": " "
          },
          {
            "code": "{\"message\": \"Chave de API inválida ou revogada\"}"
          },
          {
            "text": ": a chave está errada ou foi revogada."
          }
        ],
        [
          {
            "strong": "403"
          },
          {
            "text": " "
          },
          {
            "code": "{\"message\": \"Chaves de API valem apenas para /graphql\"}"
          },
          {
            "text": ": as rotas REST em "
          },
          {
            "code": "/api"
          },
          {
            "text": " são do site e não aceitam chaves."
          }
        ],
        [
          {
            "strong": "200"
          },
          {
            "text": " com "
          },
          {
            "code": "errors"
          },
          {
            "text": ": o documento não vale no esquema (um campo que não existe, um argumento errado), passou de um dos limites abaixo, ou é uma mutação ("
          },
          {
            "code": "Chaves de API só podem fazer consultas (query)"
          },
          {
            "text": "). As mensagens vêm em português."
          }
        ],
        [
          {
            "strong": "429"
          },
          {
            "text": ": o limite de requisições da hora acabou (veja abaixo)."
          }
        ]
      ]
    },
    {
      "kind": "heading",
      "level": 2,
      "id": "limites",
      "text": "Limites"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "strong": "Requisições."
        },
        {
          "text": " Cada chave pode fazer "
        },
        {
          "strong": "5.000 requisições por hora"
        },
        {
          "text": ". Toda resposta traz três cabeçalhos:"
        }
      ]
    },
    {
      "kind": "list",
      "ordered": false,
      "items": [
        [
          {
            "code": "RateLimit-Limit"
          },
          {
            "text": ": quantas requisições a chave pode fazer na janela de uma hora;"
          }
        ],
        [
          {
            "code": "RateLimit-Remaining"
          },
          {
            "text": ": quantas ainda restam nela;"
          }
        ],
        [
          {
            "code": "RateLimit-Reset"
          },
          {
            "text": ": em quantos segundos a janela recomeça."
          }
        ]
      ]
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Passado o limite, o servidor responde "
        },
        {
          "strong": "429"
        },
        {
          "text": " com o cabeçalho "
        },
        {
          "code": "Retry-After"
        },
        {
          "text": " (em segundos) e o corpo "
        },
        {
          "code": "{\"message\": \"Muitas requisições. Aguarde alguns instantes e tente novamente.\"}"
        },
        {
          "text": ". Espere o tempo de "
        },
        {
          "code": "Retry-After"
        },
        {
          "text": " antes de tentar de novo. Se o seu uso precisa de mais, escreva para "
        },
        {
          "link": "parcerias@encaixe.com.br",
          "href": "mailto:parcerias@encaixe.com.br"
        },
        {
          "text": "."
        }
      ]
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "strong": "Consultas."
        },
        {
          "text": " Antes de executar, o servidor mede cada documento:"
        }
      ]
    },
    {
      "kind": "list",
      "ordered": false,
      "items": [
        [
          {
            "text": "no máximo 3.000 tokens, 14 níveis de aninhamento, 8 apelidos (aliases) e 20 diretivas;"
          }
        ],
        [
          {
            "text": "um custo de no máximo 5.000, em que cada lista paginada multiplica o custo do que ela seleciona pelo seu "
          },
          {
            "code": "first"
          },
          {
            "text": " (sem "
          },
          {
            "code": "first"
          },
          {
            "text": ", por 20) e cada outra lista conta por 10. Uma página de 50 vagas com todos os campos da vaga e da empresa custa bem menos que o limite;"
          }
        ],
        [
          {
            "text": "páginas ("
          },
          {
            "code": "vagas"
          },
          {
            "text": ", "
          },
          {
            "code": "vagasRemovidas"
          },
          {
            "text": ") de 1 a "
          },
          {
            "strong": "50"
          },
          {
            "text": " itens, 20 se "
          },
          {
            "code": "first"
          },
          {
            "text": " não for dado; um "
          },
          {
            "code": "first"
          },
          {
            "text": " maior vale como 50, e acima de 100 a consulta é recusada;"
          }
        ],
        [
          {
            "code": "nodes"
          },
          {
            "text": " recebe no máximo 100 ids por vez;"
          }
        ],
        [
          {
            "text": "o corpo da requisição tem no máximo 100 KB."
          }
        ]
      ]
    },
    {
      "kind": "heading",
      "level": 2,
      "id": "sincronizar-as-vagas",
      "text": "Sincronizar as vagas"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Para manter uma cópia das vagas, faça uma "
        },
        {
          "strong": "carga completa"
        },
        {
          "text": " uma vez e depois, de tempos em tempos (por exemplo a cada 15 minutos), busque só o que "
        },
        {
          "strong": "mudou"
        },
        {
          "text": " e o que foi "
        },
        {
          "strong": "excluído"
        },
        {
          "text": ":"
        }
      ]
    },
    {
      "kind": "list",
      "ordered": true,
      "items": [
        [
          {
            "strong": "Carga completa."
          },
          {
            "text": " Percorra "
          },
          {
            "code": "vagas(first: 50, after, filtros: { atualizadaDesde: \"1970-01-01T00:00:00Z\" })"
          },
          {
            "text": " seguindo "
          },
          {
            "code": "pageInfo.endCursor"
          },
          {
            "text": " até "
          },
          {
            "code": "hasNextPage"
          },
          {
            "text": " ser falso. Com "
          },
          {
            "code": "atualizadaDesde"
          },
          {
            "text": ", a lista traz vagas de "
          },
          {
            "strong": "todas as situações"
          },
          {
            "text": " (ativas, pausadas e encerradas), da alteração mais antiga para a mais recente, e não por relevância. Guarde cada vaga pelo seu "
          },
          {
            "code": "id"
          },
          {
            "text": ", com o "
          },
          {
            "code": "statusVaga"
          },
          {
            "text": ", e mostre aos seus visitantes só as "
          },
          {
            "code": "ATIVA"
          },
          {
            "text": "."
          }
        ],
        [
          {
            "strong": "Alterações."
          },
          {
            "text": " Da próxima vez, peça "
          },
          {
            "code": "atualizadaDesde"
          },
          {
            "text": " igual ao "
          },
          {
            "code": "updatedAt"
          },
          {
            "text": " mais recente que você já recebeu "
          },
          {
            "strong": "menos uma folga de 5 minutos"
          },
          {
            "text": ", percorra todas as páginas e grave cada vaga por "
          },
          {
            "code": "id"
          },
          {
            "text": ", substituindo a cópia anterior (upsert). A folga cobre alterações gravadas um instante depois do horário que levam; as vagas que chegarem repetidas são só regravadas. Uma vaga pausada ou encerrada chega com o novo "
          },
          {
            "code": "statusVaga"
          },
          {
            "text": "; uma mudança no perfil da empresa (nome, logo, site) também muda o "
          },
          {
            "code": "updatedAt"
          },
          {
            "text": " de cada vaga dela."
          }
        ],
        [
          {
            "strong": "Exclusões."
          },
          {
            "text": " Vagas excluídas não aparecem mais em "
          },
          {
            "code": "vagas"
          },
          {
            "text": ": peça "
          },
          {
            "code": "vagasRemovidas(desde)"
          },
          {
            "text": " e apague da sua cópia cada "
          },
          {
            "code": "id"
          },
          {
            "text": " listado. Na primeira vez, use como "
          },
          {
            "code": "desde"
          },
          {
            "text": " o início da carga completa (com uma hora de folga para diferenças de relógio); depois, o "
          },
          {
            "code": "removidaEm"
          },
          {
            "text": " mais recente recebido menos 5 minutos. Apagar um "
          },
          {
            "code": "id"
          },
          {
            "text": " que você não tem não faz mal."
          }
        ]
      ]
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "As exclusões ficam listadas por 180 dias (garantimos no mínimo 90). Se a sua cópia ficar mais de 90 dias sem sincronizar, faça uma nova carga completa e descarte as vagas que não vierem nela."
        }
      ]
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Os cursores valem para continuar a mesma lista: se a sincronização parar no meio, retome do último "
        },
        {
          "code": "endCursor"
        },
        {
          "text": " recebido, ou comece de novo a partir do "
        },
        {
          "code": "atualizadaDesde"
        },
        {
          "text": " da última vez (com o upsert, o resultado é o mesmo). Uma vaga alterada enquanto você percorre as páginas volta mais adiante, com o conteúdo novo."
        }
      ]
    },
    {
      "kind": "heading",
      "level": 3,
      "id": "com-curl-e-jq",
      "text": "Com curl e jq"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Um script completo: a primeira execução faz a carga completa; as seguintes, alterações e exclusões. A cópia fica em "
        },
        {
          "code": "vagas.json"
        },
        {
          "text": " (um objeto de "
        },
        {
          "code": "id"
        },
        {
          "text": " para vaga) e os instantes de onde continuar em "
        },
        {
          "code": "estado.json"
        },
        {
          "text": "."
        }
      ]
    },
    {
      "kind": "code",
      "language": "sh",
      "label": "sincronizar.sh",
      "code": "#!/usr/bin/env bash\nset -euo pipefail\n\n# Imprime os itens de todas as páginas de uma lista, um JSON por linha.\n# $1: a consulta; $2: o campo da lista; $3: o instante \"desde\".\npercorrer() {\n  local depois=null pagina\n  while true; do\n    pagina=$(jq -n --arg q \"$1\" --arg desde \"$3\" --argjson depois \"$depois\" \\\n        '{query: $q, variables: {desde: $desde, depois: $depois}}' |\n      curl -sS --fail-with-body \"$GRAPHQL_URL\" --data @- \\\n        -H \"Authorization: Bearer $CHAVE_API\" \\\n        -H \"Content-Type: application/json\")\n    if jq -e '.errors' <<<\"$pagina\" >/dev/null; then\n      echo \"$pagina\" >&2\n      return 1\n    fi\n    jq -c \".data.$2.edges[].node\" <<<\"$pagina\"\n    [ \"$(jq \".data.$2.pageInfo.hasNextPage\" <<<\"$pagina\")\" = true ] || return 0\n    depois=$(jq \".data.$2.pageInfo.endCursor\" <<<\"$pagina\")\n  done\n}\n\nVAGAS='query Alteradas($desde: DateTime!, $depois: String) {\n  vagas(first: 50, after: $depois, filtros: { atualizadaDesde: $desde }) {\n    pageInfo { hasNextPage endCursor }\n    edges { node {\n      id titulo statusVaga updatedAt url localizacao modalidadeTrabalho\n      nivelVaga tipoContrato areaAtuacao faixaSalarialMin faixaSalarialMax\n      prazoCandidatura descricao empresa { id nomeEmpresa logoUrl }\n    } }\n  }\n}'\nREMOVIDAS='query Removidas($desde: DateTime!, $depois: String) {\n  vagasRemovidas(first: 50, after: $depois, desde: $desde) {\n    pageInfo { hasNextPage endCursor }\n    edges { node { id removidaEm } }\n  }\n}'\n\n[ -f vagas.json ] || echo '{}' > vagas.json\n[ -f estado.json ] || echo '{\"vagasDesde\": \"1970-01-01T00:00:00Z\"}' > estado.json\ninicio=$(date -u +%Y-%m-%dT%H:%M:%SZ)\nvagasDesde=$(jq -r '.vagasDesde' estado.json)\nremovidasDesde=$(jq -r '.removidasDesde // empty' estado.json)\n\npercorrer \"$VAGAS\" vagas \"$vagasDesde\" > alteradas.jsonl\n: > removidas.jsonl\nif [ -n \"$removidasDesde\" ]; then\n  percorrer \"$REMOVIDAS\" vagasRemovidas \"$removidasDesde\" > removidas.jsonl\nfi\n\n# Grava as alterações por id e apaga as excluídas.\njq --slurpfile alteradas alteradas.jsonl --slurpfile removidas removidas.jsonl \\\n  'reduce $alteradas[] as $v (.; .[$v.id] = $v)\n   | reduce $removidas[] as $r (.; del(.[$r.id]))' vagas.json > vagas.json.novo\nmv vagas.json.novo vagas.json\n\n# Da próxima vez: o instante mais recente recebido, menos 5 minutos de folga.\njq -n --slurpfile a alteradas.jsonl --slurpfile r removidas.jsonl \\\n  --slurpfile antes estado.json --arg inicio \"$inicio\" '\n  def menos($s): .[0:19] + \"Z\" | fromdateiso8601 - $s | todateiso8601;\n  {\n    vagasDesde: ([$a[].updatedAt] | max | if . then menos(300)\n                 else $antes[0].vagasDesde end),\n    removidasDesde: ([$r[].removidaEm] | max | if . then menos(300)\n                     else $antes[0].removidasDesde // ($inicio | menos(3600)) end)\n  }' > estado.json\n\necho \"$(jq length vagas.json) vagas na cópia\""
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Uma página das alterações e uma das exclusões, cada uma com uma requisição:"
        }
      ]
    },
    {
      "kind": "code",
      "language": "sh",
      "label": "Vagas alteradas desde um instante, com curl",
      "code": "curl -sS \"$GRAPHQL_URL\" \\\n  -H \"Authorization: Bearer $CHAVE_API\" \\\n  -H \"Content-Type: application/json\" \\\n  --data '{\n    \"query\": \"query ($desde: DateTime!) { vagas(first: 50, filtros: { atualizadaDesde: $desde }) { pageInfo { hasNextPage endCursor } edges { node { id titulo statusVaga updatedAt } } } }\",\n    \"variables\": { \"desde\": \"2026-01-01T00:00:00Z\" }\n  }'"
    },
    {
      "kind": "code",
      "language": "sh",
      "label": "Vagas excluídas desde um instante, com curl",
      "code": "curl -sS \"$GRAPHQL_URL\" \\\n  -H \"Authorization: Bearer $CHAVE_API\" \\\n  -H \"Content-Type: application/json\" \\\n  --data '{\n    \"query\": \"query ($desde: DateTime!) { vagasRemovidas(first: 50, desde: $desde) { pageInfo { hasNextPage endCursor } edges { node { id removidaEm } } } }\",\n    \"variables\": { \"desde\": \"2026-01-01T00:00:00Z\" }\n  }'"
    },
    {
      "kind": "heading",
      "level": 3,
      "id": "com-graphql-request-node-js-e-typescript",
      "text": "Com graphql-request (Node.js e TypeScript)"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "O mesmo com um cliente GraphQL comum, "
        },
        {
          "link": "graphql-request",
          "href": "https://github.com/graffle-js/graffle"
        },
        {
          "text": " ("
        },
        {
          "code": "npm install graphql-request"
        },
        {
          "text": "), em Node.js 22.18 ou mais novo ("
        },
        {
          "code": "node sincronizar.ts"
        },
        {
          "text": ", ou "
        },
        {
          "code": "npx tsx sincronizar.ts"
        },
        {
          "text": "). A cópia fica num "
        },
        {
          "code": "Map"
        },
        {
          "text": " gravado em "
        },
        {
          "code": "vagas.json"
        },
        {
          "text": "; no seu sistema, troque-o pela sua tabela de vagas (um upsert por "
        },
        {
          "code": "id"
        },
        {
          "text": " e um delete por "
        },
        {
          "code": "id"
        },
        {
          "text": ")."
        }
      ]
    },
    {
      "kind": "code",
      "language": "ts",
      "label": "sincronizar.ts",
      "code": "import { existsSync, readFileSync, writeFileSync } from \"node:fs\";\nimport { GraphQLClient, gql } from \"graphql-request\";\n\nconst cliente = new GraphQLClient(process.env.GRAPHQL_URL!, {\n  headers: { authorization: `Bearer ${process.env.CHAVE_API}` },\n});\n\nconst ALTERADAS = gql`\n  query Alteradas($desde: DateTime!, $depois: String) {\n    vagas(first: 50, after: $depois, filtros: { atualizadaDesde: $desde }) {\n      pageInfo { hasNextPage endCursor }\n      edges { node {\n        id titulo statusVaga updatedAt url localizacao modalidadeTrabalho\n        nivelVaga tipoContrato areaAtuacao faixaSalarialMin faixaSalarialMax\n        prazoCandidatura descricao empresa { id nomeEmpresa logoUrl }\n      } }\n    }\n  }\n`;\n\nconst REMOVIDAS = gql`\n  query Removidas($desde: DateTime!, $depois: String) {\n    vagasRemovidas(first: 50, after: $depois, desde: $desde) {\n      pageInfo { hasNextPage endCursor }\n      edges { node { id removidaEm } }\n    }\n  }\n`;\n\ninterface Vaga {\n  id: string;\n  titulo: string;\n  statusVaga: \"ATIVA\" | \"PAUSADA\" | \"ENCERRADA\";\n  updatedAt: string;\n  url: string;\n  [campo: string]: unknown;\n}\ninterface Pagina<T> {\n  pageInfo: { hasNextPage: boolean; endCursor: string | null };\n  edges: { node: T }[];\n}\ninterface Estado {\n  vagasDesde: string;\n  removidasDesde?: string;\n}\n\n/** Todos os itens de uma lista paginada, seguindo os cursores. */\nasync function percorrer<T>(consulta: string, campo: string, desde: string) {\n  const itens: T[] = [];\n  let depois: string | null = null;\n  do {\n    const dados = await cliente.request<Record<string, Pagina<T>>>(consulta, { desde, depois });\n    const pagina = dados[campo]!;\n    itens.push(...pagina.edges.map((edge) => edge.node));\n    depois = pagina.pageInfo.hasNextPage ? pagina.pageInfo.endCursor : null;\n  } while (depois);\n  return itens;\n}\n\n/** O instante mais recente da lista, menos uma folga; ou `padrao` se a lista é vazia. */\nfunction maisRecente(instantes: string[], folgaMs: number, padrao: string) {\n  if (!instantes.length) return padrao;\n  const maximo = Math.max(...instantes.map((instante) => Date.parse(instante)));\n  return new Date(maximo - folgaMs).toISOString();\n}\n\nconst CINCO_MINUTOS = 5 * 60 * 1000;\n\nexport async function sincronizar(vagas: Map<string, Vaga>, estado: Estado) {\n  const inicio = new Date();\n  const alteradas = await percorrer<Vaga>(ALTERADAS, \"vagas\", estado.vagasDesde);\n  for (const vaga of alteradas) vagas.set(vaga.id, vaga);\n\n  let removidas: { id: string; removidaEm: string }[] = [];\n  if (estado.removidasDesde) {\n    removidas = await percorrer<{ id: string; removidaEm: string }>(REMOVIDAS, \"vagasRemovidas\", estado.removidasDesde);\n    for (const { id } of removidas) vagas.delete(id);\n  }\n\n  const umaHoraAntes = new Date(inicio.getTime() - 60 * 60 * 1000).toISOString();\n  return {\n    vagasDesde: maisRecente(alteradas.map((v) => v.updatedAt), CINCO_MINUTOS, estado.vagasDesde),\n    removidasDesde: maisRecente(\n      removidas.map((r) => r.removidaEm),\n      CINCO_MINUTOS,\n      estado.removidasDesde ?? umaHoraAntes,\n    ),\n  } satisfies Estado;\n}\n\nconst lerJson = <T>(arquivo: string, padrao: T): T =>\n  existsSync(arquivo) ? JSON.parse(readFileSync(arquivo, \"utf8\")) : padrao;\n\nconst vagas = new Map<string, Vaga>(Object.entries(lerJson(\"vagas.json\", {})));\nconst estado = lerJson<Estado>(\"estado.json\", { vagasDesde: \"1970-01-01T00:00:00Z\" });\nconst proximo = await sincronizar(vagas, estado);\nwriteFileSync(\"vagas.json\", JSON.stringify(Object.fromEntries(vagas)));\nwriteFileSync(\"estado.json\", JSON.stringify(proximo));\nconsole.log(`${vagas.size} vagas na cópia`);"
    },
    {
      "kind": "heading",
      "level": 2,
      "id": "outros-exemplos",
      "text": "Outros exemplos"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Os documentos abaixo funcionam no GraphiQL, no Postman ou em qualquer cliente GraphQL; com graphql-request, passe-os a "
        },
        {
          "code": "cliente.request(documento, variaveis)"
        },
        {
          "text": "."
        }
      ]
    },
    {
      "kind": "heading",
      "level": 3,
      "id": "buscar-vagas-com-filtros",
      "text": "Buscar vagas com filtros"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Sem "
        },
        {
          "code": "atualizadaDesde"
        },
        {
          "text": ", "
        },
        {
          "code": "vagas"
        },
        {
          "text": " é a busca do site: só vagas ativas (salvo "
        },
        {
          "code": "statusVaga"
        },
        {
          "text": "), por relevância ao "
        },
        {
          "code": "texto"
        },
        {
          "text": " e depois das mais novas às mais antigas. Os filtros combinam entre si; "
        },
        {
          "code": "localizacao"
        },
        {
          "text": " aceita cidade, UF ou \"Cidade - UF\", sem diferença de acentos."
        }
      ]
    },
    {
      "kind": "code",
      "language": "graphql",
      "label": "Busca com filtros",
      "code": "query BuscarVagas($depois: String) {\n  vagas(\n    first: 20\n    after: $depois\n    filtros: {\n      texto: \"desenvolvedor\"\n      localizacao: \"SP\"\n      modalidadeTrabalho: HIBRIDO\n      nivelVaga: PLENO\n      tipoContrato: CLT\n      areaAtuacao: \"tecnologia\"\n    }\n  ) {\n    totalCount\n    totalCountIsLowerBound\n    pageInfo { hasNextPage endCursor }\n    edges {\n      node {\n        id titulo localizacao faixaSalarialMin faixaSalarialMax url\n        empresa { nomeEmpresa logoUrl }\n      }\n    }\n  }\n}"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "code": "totalCount"
        },
        {
          "text": " é exato até 500; acima disso é uma estimativa, e "
        },
        {
          "code": "totalCountIsLowerBound"
        },
        {
          "text": " vem verdadeiro. Para as vagas de uma empresa, filtre por "
        },
        {
          "code": "empresaId"
        },
        {
          "text": " (o "
        },
        {
          "code": "id"
        },
        {
          "text": " de uma "
        },
        {
          "code": "Empresa"
        },
        {
          "text": ")."
        }
      ]
    },
    {
      "kind": "heading",
      "level": 3,
      "id": "listas-de-referencia",
      "text": "Listas de referência"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Os valores aceitos pelos campos e filtros de uma vaga, com o rótulo que o site mostra. As áreas de atuação são texto ("
        },
        {
          "code": "\"tecnologia\""
        },
        {
          "text": ", "
        },
        {
          "code": "\"recursos-humanos\""
        },
        {
          "text": "); os demais são enums."
        }
      ]
    },
    {
      "kind": "code",
      "language": "graphql",
      "label": "Listas de referência",
      "code": "query Referencias {\n  referencias {\n    areasAtuacao { valor rotulo }\n    niveisVaga { valor rotulo }\n    tiposContrato { valor rotulo }\n    modalidadesTrabalho { valor rotulo }\n    statusVaga { valor rotulo }\n  }\n}"
    },
    {
      "kind": "heading",
      "level": 3,
      "id": "uma-vaga-ou-varias-pelo-id",
      "text": "Uma vaga, ou várias, pelo id"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "text": "Os "
        },
        {
          "code": "id"
        },
        {
          "text": " são globais e opacos: use-os como vêm. "
        },
        {
          "code": "vaga(id)"
        },
        {
          "text": " e "
        },
        {
          "code": "node(id)"
        },
        {
          "text": " devolvem null para um id que não existe (ou que não é público); "
        },
        {
          "code": "nodes(ids)"
        },
        {
          "text": " devolve a lista na mesma ordem, com null no lugar de cada id que falta."
        }
      ]
    },
    {
      "kind": "code",
      "language": "graphql",
      "label": "Uma vaga pelo id",
      "code": "query UmaVaga($id: ID!) {\n  vaga(id: $id) {\n    titulo statusVaga descricao requisitosObrigatorios beneficios\n    prazoCandidatura url\n    empresa { nomeEmpresa website setorAtuacao enderecoCidade enderecoEstado }\n  }\n}"
    },
    {
      "kind": "code",
      "language": "graphql",
      "label": "Várias vagas com nodes",
      "code": "query VariasVagas($ids: [ID!]!) {\n  nodes(ids: $ids) {\n    id\n    ... on Vaga { titulo statusVaga updatedAt }\n  }\n}"
    },
    {
      "kind": "heading",
      "level": 3,
      "id": "o-endereco-da-vaga",
      "text": "O endereço da vaga"
    },
    {
      "kind": "paragraph",
      "content": [
        {
          "code": "Vaga.url"
        },
        {
          "text": " é o endereço absoluto da página da vaga no site, onde as pessoas se candidatam: é para ele que os seus anúncios devem apontar. O "
        },
        {
          "code": "id"
        },
        {
          "text": " da API não é o identificador que aparece nesse endereço; use sempre "
        },
        {
          "code": "url"
        },
        {
          "text": "."
        }
      ]
    },
    {
      "kind": "code",
      "language": "graphql",
      "label": "Endereço da vaga",
      "code": "query EnderecoDaVaga($id: ID!) {\n  node(id: $id) {\n    ... on Vaga { titulo url }\n  }\n}"
    }
  ],
  "reference": [
    {
      "name": "Query",
      "id": "query",
      "kind": "consulta",
      "description": [
        {
          "text": "Consultas. Com uma chave de parceiro: vagas, empresas e listas de referência, só para leitura."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "node",
          "type": {
            "printed": "Node",
            "named": "Node"
          },
          "description": [
            {
              "text": "O objeto com este identificador global, ou null se ele não existe (ou não é visível para quem pergunta)."
            }
          ],
          "arguments": [
            {
              "name": "id",
              "type": {
                "printed": "ID!",
                "named": "ID"
              },
              "description": [
                {
                  "text": "Identificador global, como o campo "
                },
                {
                  "code": "id"
                },
                {
                  "text": " dos objetos."
                }
              ]
            }
          ]
        },
        {
          "name": "nodes",
          "type": {
            "printed": "[Node]!",
            "named": "Node"
          },
          "description": [
            {
              "text": "Os objetos destes identificadores globais, na mesma ordem; null no lugar de cada um que não existe. No máximo 100."
            }
          ],
          "arguments": [
            {
              "name": "ids",
              "type": {
                "printed": "[ID!]!",
                "named": "ID"
              },
              "description": [
                {
                  "text": "Identificadores globais, como o campo "
                },
                {
                  "code": "id"
                },
                {
                  "text": " dos objetos."
                }
              ]
            }
          ]
        },
        {
          "name": "referencias",
          "type": {
            "printed": "Referencias!",
            "named": "Referencias"
          },
          "description": [
            {
              "text": "Listas de referência: os valores dos campos de uma vaga e seus rótulos em português."
            }
          ],
          "arguments": []
        },
        {
          "name": "vaga",
          "type": {
            "printed": "Vaga",
            "named": "Vaga"
          },
          "description": [
            {
              "text": "Uma vaga pelo seu "
            },
            {
              "code": "id"
            },
            {
              "text": ", ou null se ela não existe."
            }
          ],
          "arguments": [
            {
              "name": "id",
              "type": {
                "printed": "ID!",
                "named": "ID"
              },
              "description": [
                {
                  "text": "O "
                },
                {
                  "code": "id"
                },
                {
                  "text": " da vaga."
                }
              ]
            }
          ]
        },
        {
          "name": "vagas",
          "type": {
            "printed": "QueryVagasConnection!",
            "named": "QueryVagasConnection"
          },
          "description": [
            {
              "text": "Busca de vagas: por relevância ao "
            },
            {
              "code": "texto"
            },
            {
              "text": ", depois das mais novas às mais antigas. Com "
            },
            {
              "code": "filtros.atualizadaDesde"
            },
            {
              "text": ", a lista de sincronização: por data de alteração, da mais antiga para a mais recente."
            }
          ],
          "arguments": [
            {
              "name": "after",
              "type": {
                "printed": "String",
                "named": "String"
              },
              "description": [
                {
                  "text": "O "
                },
                {
                  "code": "endCursor"
                },
                {
                  "text": " da página anterior: a página começa depois dele."
                }
              ]
            },
            {
              "name": "filtros",
              "type": {
                "printed": "VagaFiltros",
                "named": "VagaFiltros"
              },
              "description": [
                {
                  "text": "Filtros, todos opcionais."
                }
              ]
            },
            {
              "name": "first",
              "type": {
                "printed": "Int",
                "named": "Int"
              },
              "description": [
                {
                  "text": "Quantos itens na página, de 1 a 50 (padrão 20)."
                }
              ]
            }
          ]
        },
        {
          "name": "vagasRemovidas",
          "type": {
            "printed": "VagasRemovidasConnection!",
            "named": "VagasRemovidasConnection"
          },
          "description": [
            {
              "text": "Vagas excluídas desde um instante, da exclusão mais antiga para a mais recente; cada exclusão fica listada por 180 dias."
            }
          ],
          "arguments": [
            {
              "name": "after",
              "type": {
                "printed": "String",
                "named": "String"
              },
              "description": [
                {
                  "text": "O "
                },
                {
                  "code": "endCursor"
                },
                {
                  "text": " da página anterior: a página começa depois dele."
                }
              ]
            },
            {
              "name": "desde",
              "type": {
                "printed": "DateTime!",
                "named": "DateTime"
              },
              "description": [
                {
                  "text": "Lista as vagas excluídas neste instante ou depois."
                }
              ]
            },
            {
              "name": "first",
              "type": {
                "printed": "Int",
                "named": "Int"
              },
              "description": [
                {
                  "text": "Quantos itens na página, de 1 a 50 (padrão 20)."
                }
              ]
            }
          ]
        }
      ],
      "values": []
    },
    {
      "name": "Empresa",
      "id": "empresa",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma empresa: o perfil público que aparece nas suas vagas. Contato, CNPJ e endereço completo só a própria empresa vê."
        }
      ],
      "interfaces": [
        "Node"
      ],
      "fields": [
        {
          "name": "descricaoEmpresa",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Apresentação da empresa, em texto simples."
            }
          ],
          "arguments": []
        },
        {
          "name": "enderecoCidade",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Cidade da sede."
            }
          ],
          "arguments": []
        },
        {
          "name": "enderecoEstado",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Estado (UF) da sede."
            }
          ],
          "arguments": []
        },
        {
          "name": "id",
          "type": {
            "printed": "ID!",
            "named": "ID"
          },
          "description": [
            {
              "text": "Identificador global e opaco do objeto."
            }
          ],
          "arguments": []
        },
        {
          "name": "linkRedeSocial",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Perfil da empresa numa rede social."
            }
          ],
          "arguments": []
        },
        {
          "name": "logoUrl",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Caminho do logo no site, relativo ao endereço do site (por exemplo /images/…/256), ou null sem logo: o logo em WebP, com até 256 px no lado maior. Sem o /256 final, o logo como foi guardado (até 1600 px)."
            }
          ],
          "arguments": []
        },
        {
          "name": "nomeEmpresa",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Nome da empresa."
            }
          ],
          "arguments": []
        },
        {
          "name": "setorAtuacao",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Setor em que a empresa atua."
            }
          ],
          "arguments": []
        },
        {
          "name": "updatedAt",
          "type": {
            "printed": "DateTime!",
            "named": "DateTime"
          },
          "description": [
            {
              "text": "Quando o perfil da empresa mudou pela última vez."
            }
          ],
          "arguments": []
        },
        {
          "name": "website",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Site da empresa."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "OpcaoAreaAtuacao",
      "id": "opcaoareaatuacao",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma área de atuação."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "rotulo",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Como o site mostra o valor, em português."
            }
          ],
          "arguments": []
        },
        {
          "name": "valor",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "O valor de "
            },
            {
              "code": "Vaga.areaAtuacao"
            },
            {
              "text": " e do filtro "
            },
            {
              "code": "areaAtuacao"
            },
            {
              "text": "."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "OpcaoModalidadeTrabalho",
      "id": "opcaomodalidadetrabalho",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma modalidade de trabalho."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "rotulo",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Como o site mostra o valor, em português."
            }
          ],
          "arguments": []
        },
        {
          "name": "valor",
          "type": {
            "printed": "ModalidadeTrabalho!",
            "named": "ModalidadeTrabalho"
          },
          "description": [
            {
              "text": "O valor, como aparece nas vagas e nos filtros."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "OpcaoNivelVaga",
      "id": "opcaonivelvaga",
      "kind": "objeto",
      "description": [
        {
          "text": "Um nível de vaga."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "rotulo",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Como o site mostra o valor, em português."
            }
          ],
          "arguments": []
        },
        {
          "name": "valor",
          "type": {
            "printed": "NivelVaga!",
            "named": "NivelVaga"
          },
          "description": [
            {
              "text": "O valor, como aparece nas vagas e nos filtros."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "OpcaoStatusVaga",
      "id": "opcaostatusvaga",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma situação de vaga."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "rotulo",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Como o site mostra o valor, em português."
            }
          ],
          "arguments": []
        },
        {
          "name": "valor",
          "type": {
            "printed": "StatusVaga!",
            "named": "StatusVaga"
          },
          "description": [
            {
              "text": "O valor, como aparece nas vagas e nos filtros."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "OpcaoTipoContrato",
      "id": "opcaotipocontrato",
      "kind": "objeto",
      "description": [
        {
          "text": "Um tipo de contrato."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "rotulo",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Como o site mostra o valor, em português."
            }
          ],
          "arguments": []
        },
        {
          "name": "valor",
          "type": {
            "printed": "TipoContrato!",
            "named": "TipoContrato"
          },
          "description": [
            {
              "text": "O valor, como aparece nas vagas e nos filtros."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "PageInfo",
      "id": "pageinfo",
      "kind": "objeto",
      "description": [
        {
          "text": "Onde a página está na lista: se há mais itens e os cursores das pontas."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "endCursor",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Cursor do último item da página: passe-o em "
            },
            {
              "code": "after"
            },
            {
              "text": " para continuar."
            }
          ],
          "arguments": []
        },
        {
          "name": "hasNextPage",
          "type": {
            "printed": "Boolean!",
            "named": "Boolean"
          },
          "description": [
            {
              "text": "Se há itens depois desta página (peça-os com "
            },
            {
              "code": "after: endCursor"
            },
            {
              "text": ")."
            }
          ],
          "arguments": []
        },
        {
          "name": "hasPreviousPage",
          "type": {
            "printed": "Boolean!",
            "named": "Boolean"
          },
          "description": [
            {
              "text": "Sempre falso: as listas são percorridas só para a frente."
            }
          ],
          "arguments": []
        },
        {
          "name": "startCursor",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Cursor do primeiro item da página."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "QueryVagasConnection",
      "id": "queryvagasconnection",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma página de vagas."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "edges",
          "type": {
            "printed": "[QueryVagasConnectionEdge!]!",
            "named": "QueryVagasConnectionEdge"
          },
          "description": [
            {
              "text": "Os itens da página, cada um com seu cursor."
            }
          ],
          "arguments": []
        },
        {
          "name": "pageInfo",
          "type": {
            "printed": "PageInfo!",
            "named": "PageInfo"
          },
          "description": [
            {
              "text": "Informações para pedir a próxima página."
            }
          ],
          "arguments": []
        },
        {
          "name": "totalCount",
          "type": {
            "printed": "Int!",
            "named": "Int"
          },
          "description": [
            {
              "text": "Quantas vagas atendem aos filtros: exato até 500; acima disso, uma estimativa arredondada para baixo (veja "
            },
            {
              "code": "totalCountIsLowerBound"
            },
            {
              "text": "). Contado na primeira página; os cursores o levam às seguintes."
            }
          ],
          "arguments": []
        },
        {
          "name": "totalCountIsLowerBound",
          "type": {
            "printed": "Boolean!",
            "named": "Boolean"
          },
          "description": [
            {
              "text": "Verdadeiro quando mais de 500 vagas atendem: "
            },
            {
              "code": "totalCount"
            },
            {
              "text": " é então uma estimativa de no mínimo 500."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "QueryVagasConnectionEdge",
      "id": "queryvagasconnectionedge",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma vaga da página, com seu cursor."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "cursor",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Cursor deste item: passe-o em "
            },
            {
              "code": "after"
            },
            {
              "text": " para continuar depois dele."
            }
          ],
          "arguments": []
        },
        {
          "name": "node",
          "type": {
            "printed": "Vaga!",
            "named": "Vaga"
          },
          "description": [
            {
              "text": "O item."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "Referencias",
      "id": "referencias",
      "kind": "objeto",
      "description": [
        {
          "text": "Os valores possíveis dos campos de uma vaga, com os rótulos do site."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "areasAtuacao",
          "type": {
            "printed": "[OpcaoAreaAtuacao!]!",
            "named": "OpcaoAreaAtuacao"
          },
          "description": [
            {
              "text": "Áreas de atuação."
            }
          ],
          "arguments": []
        },
        {
          "name": "modalidadesTrabalho",
          "type": {
            "printed": "[OpcaoModalidadeTrabalho!]!",
            "named": "OpcaoModalidadeTrabalho"
          },
          "description": [
            {
              "text": "Modalidades de trabalho."
            }
          ],
          "arguments": []
        },
        {
          "name": "niveisVaga",
          "type": {
            "printed": "[OpcaoNivelVaga!]!",
            "named": "OpcaoNivelVaga"
          },
          "description": [
            {
              "text": "Níveis de vaga."
            }
          ],
          "arguments": []
        },
        {
          "name": "statusVaga",
          "type": {
            "printed": "[OpcaoStatusVaga!]!",
            "named": "OpcaoStatusVaga"
          },
          "description": [
            {
              "text": "Situações de uma vaga."
            }
          ],
          "arguments": []
        },
        {
          "name": "tiposContrato",
          "type": {
            "printed": "[OpcaoTipoContrato!]!",
            "named": "OpcaoTipoContrato"
          },
          "description": [
            {
              "text": "Tipos de contrato."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "Vaga",
      "id": "vaga",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma vaga publicada por uma empresa. Parceiros leem as vagas e as mantêm em dia com "
        },
        {
          "code": "vagas(filtros: { atualizadaDesde })"
        },
        {
          "text": " e "
        },
        {
          "code": "vagasRemovidas"
        },
        {
          "text": "."
        }
      ],
      "interfaces": [
        "Node"
      ],
      "fields": [
        {
          "name": "areaAtuacao",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Área de atuação, um dos valores de "
            },
            {
              "code": "referencias.areasAtuacao"
            },
            {
              "text": " (por exemplo tecnologia, recursos-humanos)."
            }
          ],
          "arguments": []
        },
        {
          "name": "beneficios",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Benefícios oferecidos, em texto simples."
            }
          ],
          "arguments": []
        },
        {
          "name": "cepLocalTrabalho",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "CEP do local de trabalho no formato \"00000-000\", quando a empresa o informou; null se não informado."
            }
          ],
          "arguments": []
        },
        {
          "name": "createdAt",
          "type": {
            "printed": "DateTime!",
            "named": "DateTime"
          },
          "description": [
            {
              "text": "Quando a vaga foi publicada."
            }
          ],
          "arguments": []
        },
        {
          "name": "descricao",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Descrição da vaga, em texto simples (quebras de linha separam parágrafos)."
            }
          ],
          "arguments": []
        },
        {
          "name": "empresa",
          "type": {
            "printed": "Empresa!",
            "named": "Empresa"
          },
          "description": [
            {
              "text": "A empresa que publicou a vaga."
            }
          ],
          "arguments": []
        },
        {
          "name": "faixaSalarialMax",
          "type": {
            "printed": "Int",
            "named": "Int"
          },
          "description": [
            {
              "text": "Salário mensal máximo, em reais inteiros."
            }
          ],
          "arguments": []
        },
        {
          "name": "faixaSalarialMin",
          "type": {
            "printed": "Int",
            "named": "Int"
          },
          "description": [
            {
              "text": "Salário mensal mínimo, em reais inteiros."
            }
          ],
          "arguments": []
        },
        {
          "name": "id",
          "type": {
            "printed": "ID!",
            "named": "ID"
          },
          "description": [
            {
              "text": "Identificador global e opaco do objeto."
            }
          ],
          "arguments": []
        },
        {
          "name": "localizacao",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Cidade e estado como a empresa escreveu, normalmente \"Cidade - UF\" (por exemplo \"Campinas - SP\")."
            }
          ],
          "arguments": []
        },
        {
          "name": "modalidadeTrabalho",
          "type": {
            "printed": "ModalidadeTrabalho!",
            "named": "ModalidadeTrabalho"
          },
          "description": [
            {
              "text": "Presencial, remoto ou híbrido."
            }
          ],
          "arguments": []
        },
        {
          "name": "nivelVaga",
          "type": {
            "printed": "NivelVaga!",
            "named": "NivelVaga"
          },
          "description": [
            {
              "text": "Nível da vaga."
            }
          ],
          "arguments": []
        },
        {
          "name": "numeroPosicoes",
          "type": {
            "printed": "Int!",
            "named": "Int"
          },
          "description": [
            {
              "text": "Quantas pessoas a empresa vai contratar."
            }
          ],
          "arguments": []
        },
        {
          "name": "pcd",
          "type": {
            "printed": "PcdVaga",
            "named": "PcdVaga"
          },
          "description": [
            {
              "text": "Inclusão de pessoas com deficiência: AFIRMATIVA (exclusiva para PcD), TAMBEM (aberta a todos e acessível a PcD) ou null (nenhuma marcação)."
            }
          ],
          "arguments": []
        },
        {
          "name": "prazoCandidatura",
          "type": {
            "printed": "Date",
            "named": "Date"
          },
          "description": [
            {
              "text": "Último dia para se candidatar (horário de Brasília), ou null sem prazo."
            }
          ],
          "arguments": []
        },
        {
          "name": "requisitosDesejaveis",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Requisitos desejáveis, em texto simples."
            }
          ],
          "arguments": []
        },
        {
          "name": "requisitosObrigatorios",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Requisitos obrigatórios, em texto simples."
            }
          ],
          "arguments": []
        },
        {
          "name": "resumo",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "O começo da descrição, como um cartão de vaga o mostra: até 240 caracteres em uma linha, cortados entre palavras (dentro de uma só quando ela é longa demais), com \"…\" quando a descrição continua."
            }
          ],
          "arguments": []
        },
        {
          "name": "statusVaga",
          "type": {
            "printed": "StatusVaga!",
            "named": "StatusVaga"
          },
          "description": [
            {
              "text": "Situação da vaga."
            }
          ],
          "arguments": []
        },
        {
          "name": "tipoContrato",
          "type": {
            "printed": "TipoContrato!",
            "named": "TipoContrato"
          },
          "description": [
            {
              "text": "Tipo de contrato."
            }
          ],
          "arguments": []
        },
        {
          "name": "titulo",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Título da vaga."
            }
          ],
          "arguments": []
        },
        {
          "name": "updatedAt",
          "type": {
            "printed": "DateTime!",
            "named": "DateTime"
          },
          "description": [
            {
              "text": "Quando a vaga ou o perfil público da sua empresa mudou pela última vez: a ordem de "
            },
            {
              "code": "atualizadaDesde"
            },
            {
              "text": "."
            }
          ],
          "arguments": []
        },
        {
          "name": "url",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Endereço absoluto da página da vaga no site, onde as pessoas se candidatam."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "VagaRemovida",
      "id": "vagaremovida",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma vaga excluída pela empresa: quem guarda uma cópia das vagas deve apagá-la."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "id",
          "type": {
            "printed": "ID!",
            "named": "ID"
          },
          "description": [
            {
              "text": "O "
            },
            {
              "code": "id"
            },
            {
              "text": " que a vaga tinha (o mesmo identificador global de "
            },
            {
              "code": "Vaga.id"
            },
            {
              "text": ")."
            }
          ],
          "arguments": []
        },
        {
          "name": "removidaEm",
          "type": {
            "printed": "DateTime!",
            "named": "DateTime"
          },
          "description": [
            {
              "text": "Quando a vaga foi excluída."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "VagasRemovidasConnection",
      "id": "vagasremovidasconnection",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma página de vagas excluídas (guardadas por 180 dias)."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "edges",
          "type": {
            "printed": "[VagasRemovidasConnectionEdge!]!",
            "named": "VagasRemovidasConnectionEdge"
          },
          "description": [
            {
              "text": "Os itens da página, cada um com seu cursor."
            }
          ],
          "arguments": []
        },
        {
          "name": "pageInfo",
          "type": {
            "printed": "PageInfo!",
            "named": "PageInfo"
          },
          "description": [
            {
              "text": "Informações para pedir a próxima página."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "VagasRemovidasConnectionEdge",
      "id": "vagasremovidasconnectionedge",
      "kind": "objeto",
      "description": [
        {
          "text": "Uma vaga excluída, com seu cursor."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "cursor",
          "type": {
            "printed": "String!",
            "named": "String"
          },
          "description": [
            {
              "text": "Cursor deste item: passe-o em "
            },
            {
              "code": "after"
            },
            {
              "text": " para continuar depois dele."
            }
          ],
          "arguments": []
        },
        {
          "name": "node",
          "type": {
            "printed": "VagaRemovida!",
            "named": "VagaRemovida"
          },
          "description": [
            {
              "text": "O item."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "Node",
      "id": "node",
      "kind": "interface",
      "description": [
        {
          "text": "Um objeto com identificador global, que "
        },
        {
          "code": "node"
        },
        {
          "text": " e "
        },
        {
          "code": "nodes"
        },
        {
          "text": " buscam."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "id",
          "type": {
            "printed": "ID!",
            "named": "ID"
          },
          "description": [
            {
              "text": "Identificador global e opaco do objeto."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "VagaFiltros",
      "id": "vagafiltros",
      "kind": "entrada",
      "description": [
        {
          "text": "Filtros da lista de vagas, todos opcionais. Sem "
        },
        {
          "code": "statusVaga"
        },
        {
          "text": ", a busca traz só vagas ATIVA (e "
        },
        {
          "code": "atualizadaDesde"
        },
        {
          "text": ", todas)."
        }
      ],
      "interfaces": [],
      "fields": [
        {
          "name": "areaAtuacao",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Área de atuação, um dos valores de "
            },
            {
              "code": "referencias.areasAtuacao"
            },
            {
              "text": "."
            }
          ],
          "arguments": []
        },
        {
          "name": "atualizadaDesde",
          "type": {
            "printed": "DateTime",
            "named": "DateTime"
          },
          "description": [
            {
              "text": "Sincronização: vagas criadas ou alteradas neste instante ou depois, de qualquer situação (salvo "
            },
            {
              "code": "statusVaga"
            },
            {
              "text": "), da mais antiga para a mais recente alteração, e não por relevância. Percorra todas as páginas com "
            },
            {
              "code": "after"
            },
            {
              "text": "."
            }
          ],
          "arguments": []
        },
        {
          "name": "empresaId",
          "type": {
            "printed": "ID",
            "named": "ID"
          },
          "description": [
            {
              "text": "Só vagas desta empresa (o "
            },
            {
              "code": "id"
            },
            {
              "text": " de uma Empresa)."
            }
          ],
          "arguments": []
        },
        {
          "name": "localizacao",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Cidade, estado (UF) ou os dois (\"Campinas - SP\"), sem diferença de acentos ou maiúsculas; uma cidade sozinha vale pelo começo do nome."
            }
          ],
          "arguments": []
        },
        {
          "name": "modalidadeTrabalho",
          "type": {
            "printed": "ModalidadeTrabalho",
            "named": "ModalidadeTrabalho"
          },
          "description": [
            {
              "text": "Só vagas desta modalidade."
            }
          ],
          "arguments": []
        },
        {
          "name": "nivelVaga",
          "type": {
            "printed": "NivelVaga",
            "named": "NivelVaga"
          },
          "description": [
            {
              "text": "Só vagas deste nível."
            }
          ],
          "arguments": []
        },
        {
          "name": "pcd",
          "type": {
            "printed": "PcdVaga",
            "named": "PcdVaga"
          },
          "description": [
            {
              "text": "Só vagas com esta marcação PcD (afirmativas ou também para PcD)."
            }
          ],
          "arguments": []
        },
        {
          "name": "statusVaga",
          "type": {
            "printed": "StatusVaga",
            "named": "StatusVaga"
          },
          "description": [
            {
              "text": "Só vagas nesta situação."
            }
          ],
          "arguments": []
        },
        {
          "name": "texto",
          "type": {
            "printed": "String",
            "named": "String"
          },
          "description": [
            {
              "text": "Palavras a procurar no título, área, empresa, requisitos e descrição (sem diferença de acentos; prefixos valem)."
            }
          ],
          "arguments": []
        },
        {
          "name": "tipoContrato",
          "type": {
            "printed": "TipoContrato",
            "named": "TipoContrato"
          },
          "description": [
            {
              "text": "Só vagas deste tipo de contrato."
            }
          ],
          "arguments": []
        }
      ],
      "values": []
    },
    {
      "name": "ModalidadeTrabalho",
      "id": "modalidadetrabalho",
      "kind": "enum",
      "description": [
        {
          "text": "Onde se trabalha: no local, à distância ou em parte de cada."
        }
      ],
      "interfaces": [],
      "fields": [],
      "values": [
        {
          "name": "HIBRIDO",
          "description": [
            {
              "text": "Híbrido"
            }
          ]
        },
        {
          "name": "PRESENCIAL",
          "description": [
            {
              "text": "Presencial"
            }
          ]
        },
        {
          "name": "REMOTO",
          "description": [
            {
              "text": "Remoto"
            }
          ]
        }
      ]
    },
    {
      "name": "NivelVaga",
      "id": "nivelvaga",
      "kind": "enum",
      "description": [
        {
          "text": "Nível da vaga. ESTAGIO e ESTAGIARIO significam o mesmo (a busca por um encontra os dois)."
        }
      ],
      "interfaces": [],
      "fields": [],
      "values": [
        {
          "name": "APRENDIZ",
          "description": [
            {
              "text": "Aprendiz"
            }
          ]
        },
        {
          "name": "COORDENADOR",
          "description": [
            {
              "text": "Coordenador"
            }
          ]
        },
        {
          "name": "C_LEVEL",
          "description": [
            {
              "text": "C-Level"
            }
          ]
        },
        {
          "name": "DIRETOR",
          "description": [
            {
              "text": "Diretor"
            }
          ]
        },
        {
          "name": "ESPECIALISTA",
          "description": [
            {
              "text": "Especialista"
            }
          ]
        },
        {
          "name": "ESTAGIARIO",
          "description": [
            {
              "text": "Estagiário"
            }
          ]
        },
        {
          "name": "ESTAGIO",
          "description": [
            {
              "text": "Estágio"
            }
          ]
        },
        {
          "name": "GERENTE",
          "description": [
            {
              "text": "Gerente"
            }
          ]
        },
        {
          "name": "JUNIOR",
          "description": [
            {
              "text": "Júnior"
            }
          ]
        },
        {
          "name": "PLENO",
          "description": [
            {
              "text": "Pleno"
            }
          ]
        },
        {
          "name": "SENIOR",
          "description": [
            {
              "text": "Sênior"
            }
          ]
        },
        {
          "name": "TRAINEE",
          "description": [
            {
              "text": "Trainee"
            }
          ]
        }
      ]
    },
    {
      "name": "PcdVaga",
      "id": "pcdvaga",
      "kind": "enum",
      "description": [
        {
          "text": "Inclusão de pessoas com deficiência (PcD): vaga afirmativa, exclusiva para PcD, ou vaga aberta a todos e também para PcD."
        }
      ],
      "interfaces": [],
      "fields": [],
      "values": [
        {
          "name": "AFIRMATIVA",
          "description": [
            {
              "text": "Vaga exclusiva para pessoas com deficiência (PcD)."
            }
          ]
        },
        {
          "name": "TAMBEM",
          "description": [
            {
              "text": "Vaga aberta a todas as pessoas e acessível a pessoas com deficiência (PcD)."
            }
          ]
        }
      ]
    },
    {
      "name": "StatusVaga",
      "id": "statusvaga",
      "kind": "enum",
      "description": [
        {
          "text": "Situação da vaga: só vagas ATIVA aparecem na busca (por padrão) e recebem candidaturas."
        }
      ],
      "interfaces": [],
      "fields": [],
      "values": [
        {
          "name": "ATIVA",
          "description": [
            {
              "text": "Ativa"
            }
          ]
        },
        {
          "name": "ENCERRADA",
          "description": [
            {
              "text": "Encerrada"
            }
          ]
        },
        {
          "name": "PAUSADA",
          "description": [
            {
              "text": "Pausada"
            }
          ]
        }
      ]
    },
    {
      "name": "TipoContrato",
      "id": "tipocontrato",
      "kind": "enum",
      "description": [
        {
          "text": "Tipo de contrato."
        }
      ],
      "interfaces": [],
      "fields": [],
      "values": [
        {
          "name": "CLT",
          "description": [
            {
              "text": "CLT"
            }
          ]
        },
        {
          "name": "ESTAGIO",
          "description": [
            {
              "text": "Estágio"
            }
          ]
        },
        {
          "name": "FREELANCER",
          "description": [
            {
              "text": "Freelancer"
            }
          ]
        },
        {
          "name": "PJ",
          "description": [
            {
              "text": "PJ"
            }
          ]
        },
        {
          "name": "TEMPORARIO",
          "description": [
            {
              "text": "Temporário"
            }
          ]
        },
        {
          "name": "TRAINEE",
          "description": [
            {
              "text": "Trainee"
            }
          ]
        }
      ]
    },
    {
      "name": "Date",
      "id": "date",
      "kind": "escalar",
      "description": [
        {
          "text": "Uma data do calendário, AAAA-MM-DD, por exemplo 2026-12-31."
        }
      ],
      "interfaces": [],
      "fields": [],
      "values": []
    },
    {
      "name": "DateTime",
      "id": "datetime",
      "kind": "escalar",
      "description": [
        {
          "text": "Um instante no formato ISO 8601, em UTC, por exemplo 2026-11-21T12:00:00.000Z."
        }
      ],
      "interfaces": [],
      "fields": [],
      "values": []
    }
  ]
};
