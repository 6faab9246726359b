// Portuguese vocabulary for the benchmark's synthetic jobs: titles are roles ×
// specialities of each area, descriptions and requirements are drawn from
// sentence pools, so full-text search sees realistic word frequencies (a few
// very common words like "analista", many rarer ones like "enfermagem").
// Below the pools: the job generator and the searches the benchmark times.
import { seededRandom } from "../scripts/seed-data.ts";
import type { ModalidadeTrabalho, NivelVaga, StatusVaga, TipoContrato } from "../server/db/generated/prisma/enums.ts";
import type { Area } from "../shared/catalog.ts";

export interface AreaVocabulary {
  /** Relative share of jobs in this area. */
  weight: number;
  roles: string[];
  specialities: string[];
  openings: string[];
  requirements: string[];
}

export const vocabulary: Record<Area, AreaVocabulary> = {
  tecnologia: {
    weight: 16,
    roles: [
      "Desenvolvedor",
      "Desenvolvedora",
      "Engenheiro de Software",
      "Engenheira de Software",
      "Analista de Sistemas",
      "Analista de Dados",
      "Cientista de Dados",
      "Arquiteto de Soluções",
      "Analista de Suporte",
      "Analista de Segurança da Informação",
      "Administrador de Banco de Dados",
      "Analista de Testes",
    ],
    specialities: [
      "Back-end Node.js",
      "Front-end React",
      "Full Stack",
      "Java",
      "Python",
      ".NET C#",
      "PHP Laravel",
      "Mobile Flutter",
      "Android Kotlin",
      "iOS Swift",
      "Go",
      "Cloud AWS",
      "DevOps",
      "Salesforce",
      "SAP ABAP",
      "Power BI",
    ],
    openings: [
      "Buscamos uma pessoa para fortalecer o time de engenharia e evoluir a nossa plataforma.",
      "Você vai desenvolver novas funcionalidades, revisar código e participar das decisões de arquitetura.",
      "O time trabalha com metodologias ágeis, entregas contínuas e testes automatizados.",
      "Atuação em um squad multidisciplinar com produto, design e dados.",
      "Nosso sistema atende milhões de usuários e processa milhares de transações por minuto.",
      "Você será responsável por manter a estabilidade dos ambientes e automatizar processos de implantação.",
    ],
    requirements: [
      "Experiência com desenvolvimento de software",
      "Conhecimento em bancos de dados relacionais (PostgreSQL, MySQL ou SQL Server)",
      "Versionamento com Git",
      "Experiência com APIs REST",
      "Conhecimento em computação em nuvem",
      "Testes automatizados",
      "Inglês para leitura técnica",
      "Lógica de programação",
      "Docker e Kubernetes",
      "Metodologias ágeis (Scrum ou Kanban)",
    ],
  },
  vendas: {
    weight: 12,
    roles: [
      "Vendedor",
      "Vendedora",
      "Consultor de Vendas",
      "Executivo de Contas",
      "Representante Comercial",
      "Promotor de Vendas",
      "Operador de Caixa",
      "Gerente Comercial",
      "Supervisor de Vendas",
      "Assistente Comercial",
    ],
    specialities: ["Varejo", "Externo", "Interno", "B2B", "Automotivo", "Imobiliário", "Farmacêutico", "Telecom", "Seguros", "Moda"],
    openings: [
      "Procuramos profissional de vendas com foco em resultados e relacionamento com clientes.",
      "Você vai prospectar novos clientes, negociar propostas e acompanhar a carteira.",
      "Remuneração composta por salário fixo e comissão sobre as vendas.",
      "Atendimento ao cliente na loja, organização de vitrines e batimento de metas mensais.",
      "Atuação em uma das marcas que mais crescem no varejo brasileiro.",
    ],
    requirements: [
      "Experiência com vendas",
      "Boa comunicação e negociação",
      "Foco em metas",
      "Disponibilidade para trabalhar aos sábados",
      "CNH categoria B",
      "Experiência com CRM",
      "Ensino médio completo",
      "Conhecimento do mercado regional",
    ],
  },
  marketing: {
    weight: 6,
    roles: [
      "Analista de Marketing",
      "Assistente de Marketing",
      "Coordenador de Marketing",
      "Social Media",
      "Redator",
      "Especialista em SEO",
      "Gerente de Marca",
      "Analista de CRM",
    ],
    specialities: ["Digital", "Performance", "Conteúdo", "Trade Marketing", "Eventos", "E-commerce", "Inbound", "Produto"],
    openings: [
      "Você vai planejar e executar campanhas para fortalecer a marca e gerar demanda.",
      "Gestão de mídia paga, análise de métricas e otimização de conversão.",
      "Criação de conteúdo para redes sociais, blog e e-mail marketing.",
      "Atuação próxima ao time comercial na geração de oportunidades qualificadas.",
      "Participação no lançamento de produtos e ações de trade marketing nos pontos de venda.",
    ],
    requirements: [
      "Formação em Marketing, Publicidade ou Comunicação",
      "Google Ads e Meta Ads",
      "Google Analytics",
      "Boa escrita",
      "Ferramentas de automação de marketing",
      "Pacote Office",
      "Portfólio de campanhas",
    ],
  },
  financeiro: {
    weight: 7,
    roles: [
      "Analista Financeiro",
      "Assistente Financeiro",
      "Analista Contábil",
      "Contador",
      "Controller",
      "Analista Fiscal",
      "Tesoureiro",
      "Analista de Crédito e Cobrança",
      "Auditor",
    ],
    specialities: [
      "Contas a Pagar",
      "Contas a Receber",
      "Tributário",
      "FP&A",
      "Custos",
      "Tesouraria",
      "Planejamento Financeiro",
      "Consolidação",
    ],
    openings: [
      "Você vai cuidar das rotinas financeiras, conciliações bancárias e relatórios gerenciais.",
      "Apoio ao fechamento contábil mensal e às auditorias externas.",
      "Elaboração de fluxo de caixa, orçamento anual e análise de indicadores financeiros.",
      "Apuração de impostos diretos e indiretos e entrega das obrigações acessórias.",
      "Análise de crédito de clientes e negociação de títulos em atraso.",
    ],
    requirements: [
      "Formação em Ciências Contábeis, Administração ou Economia",
      "Excel avançado",
      "Experiência com ERP (SAP, TOTVS ou Oracle)",
      "Conhecimento de legislação tributária",
      "CRC ativo",
      "Conciliações bancárias",
      "Power BI",
    ],
  },
  "recursos-humanos": {
    weight: 5,
    roles: [
      "Analista de Recursos Humanos",
      "Assistente de Departamento Pessoal",
      "Recrutador",
      "Business Partner de RH",
      "Analista de Remuneração",
      "Coordenador de Treinamento",
    ],
    specialities: [
      "Recrutamento e Seleção",
      "Departamento Pessoal",
      "Benefícios",
      "Treinamento e Desenvolvimento",
      "Folha de Pagamento",
      "Clima e Cultura",
      "Tech",
    ],
    openings: [
      "Você vai conduzir processos seletivos do início ao fim, da triagem à proposta.",
      "Rotinas de admissão, desligamento, férias e folha de pagamento.",
      "Apoio às lideranças em avaliações de desempenho e planos de desenvolvimento.",
      "Projetos de clima organizacional, diversidade e inclusão.",
    ],
    requirements: [
      "Formação em Psicologia, Administração ou Gestão de Recursos Humanos",
      "Conhecimento de legislação trabalhista",
      "eSocial",
      "Experiência com recrutamento e seleção",
      "Boa comunicação",
      "Pacote Office",
    ],
  },
  administrativo: {
    weight: 9,
    roles: [
      "Auxiliar Administrativo",
      "Assistente Administrativo",
      "Recepcionista",
      "Secretária Executiva",
      "Analista Administrativo",
      "Comprador",
      "Almoxarife",
    ],
    specialities: ["Financeiro", "Comercial", "Hospitalar", "Escolar", "Jurídico", "Compras", "Faturamento", "Bilíngue"],
    openings: [
      "Rotinas administrativas, controle de documentos e atendimento a clientes e fornecedores.",
      "Organização de agendas, reuniões e viagens da diretoria.",
      "Cotação de preços, emissão de pedidos de compra e acompanhamento de entregas.",
      "Atendimento telefônico e presencial, recebimento de correspondências e controle de acesso.",
    ],
    requirements: [
      "Ensino médio completo",
      "Pacote Office",
      "Organização e atenção a detalhes",
      "Boa comunicação",
      "Experiência na função",
      "Inglês avançado",
    ],
  },
  operacoes: {
    weight: 10,
    roles: [
      "Operador de Produção",
      "Motorista",
      "Conferente",
      "Analista de Logística",
      "Supervisor de Produção",
      "Auxiliar de Logística",
      "Operador de Empilhadeira",
      "Planejador de Produção",
      "Técnico de Manutenção",
    ],
    specialities: [
      "Logística",
      "Armazém",
      "Transporte",
      "Centro de Distribuição",
      "Indústria Alimentícia",
      "Automotiva",
      "Expedição",
      "Turno Noturno",
    ],
    openings: [
      "Atuação no centro de distribuição com recebimento, armazenagem e expedição de mercadorias.",
      "Operação de máquinas e linhas de produção seguindo normas de segurança e qualidade.",
      "Transporte de cargas com rotas regionais e retorno à base.",
      "Planejamento e controle da produção, acompanhamento de indicadores e melhoria contínua.",
      "Manutenção preventiva e corretiva de equipamentos industriais.",
    ],
    requirements: [
      "Ensino médio completo",
      "Disponibilidade para turnos",
      "CNH categoria D ou E",
      "Curso de operador de empilhadeira",
      "Experiência em indústria ou logística",
      "Conhecimento de sistemas WMS",
      "Curso técnico em mecânica ou eletrotécnica",
    ],
  },
  juridico: {
    weight: 3,
    roles: ["Advogado", "Advogada", "Assistente Jurídico", "Estagiário de Direito", "Paralegal", "Analista de Compliance"],
    specialities: ["Trabalhista", "Tributário", "Cível", "Empresarial", "Contratos", "Societário", "Contencioso", "Consumidor"],
    openings: [
      "Elaboração de peças processuais, acompanhamento de prazos e participação em audiências.",
      "Análise e revisão de contratos comerciais e apoio às áreas de negócio.",
      "Atuação consultiva e contenciosa para clientes de diversos setores.",
      "Monitoramento de políticas internas, prevenção à lavagem de dinheiro e treinamentos de ética.",
    ],
    requirements: [
      "Formação em Direito",
      "OAB ativa",
      "Boa redação",
      "Processo judicial eletrônico (PJe)",
      "Pós-graduação na área de atuação",
      "Inglês intermediário",
    ],
  },
  design: {
    weight: 3,
    roles: ["Designer", "Designer Gráfico", "Designer de Produto", "UX Designer", "UI Designer", "Motion Designer", "Ilustrador"],
    specialities: ["UX/UI", "Embalagens", "Editorial", "Branding", "Digital", "Moda", "Interiores", "Games"],
    openings: [
      "Criação de peças digitais e impressas alinhadas à identidade visual da marca.",
      "Pesquisa com usuários, prototipação e testes de usabilidade.",
      "Evolução do design system em parceria com o time de desenvolvimento.",
      "Animações e vídeos curtos para campanhas e redes sociais.",
    ],
    requirements: [
      "Portfólio",
      "Figma",
      "Adobe Photoshop e Illustrator",
      "After Effects",
      "Noções de tipografia e composição",
      "Pesquisa com usuários",
    ],
  },
  educacao: {
    weight: 6,
    roles: ["Professor", "Professora", "Coordenador Pedagógico", "Tutor", "Monitor", "Auxiliar de Sala", "Instrutor"],
    specialities: [
      "de Matemática",
      "de Português",
      "de Inglês",
      "de História",
      "de Física",
      "de Química",
      "de Biologia",
      "de Educação Física",
      "de Educação Infantil",
      "de Informática",
    ],
    openings: [
      "Aulas para turmas do ensino fundamental e médio, com planejamento e avaliação contínua.",
      "Acompanhamento pedagógico dos alunos e comunicação com as famílias.",
      "Uso de tecnologias educacionais e metodologias ativas em sala de aula.",
      "Preparação de turmas para o ENEM e olimpíadas do conhecimento.",
    ],
    requirements: [
      "Licenciatura na disciplina",
      "Experiência em sala de aula",
      "Conhecimento da BNCC",
      "Pedagogia",
      "Ferramentas digitais de ensino",
      "Inglês fluente",
    ],
  },
  saude: {
    weight: 10,
    roles: [
      "Técnico de Enfermagem",
      "Enfermeiro",
      "Enfermeira",
      "Médico",
      "Fisioterapeuta",
      "Farmacêutico",
      "Nutricionista",
      "Psicólogo",
      "Atendente de Farmácia",
      "Recepcionista de Clínica",
      "Técnico em Radiologia",
    ],
    specialities: [
      "UTI",
      "Pronto-Socorro",
      "Hospitalar",
      "Home Care",
      "Centro Cirúrgico",
      "Oncologia",
      "Pediatria",
      "Clínica Geral",
      "Saúde Ocupacional",
    ],
    openings: [
      "Assistência a pacientes internados, administração de medicamentos e registros em prontuário eletrônico.",
      "Atendimento humanizado em hospital de referência, com protocolos de segurança do paciente.",
      "Escala 12x36 com plantões diurnos e noturnos.",
      "Atuação em equipe multiprofissional com médicos, enfermeiros e fisioterapeutas.",
      "Dispensação de medicamentos e orientação farmacêutica aos clientes.",
    ],
    requirements: [
      "Registro ativo no conselho de classe (COREN, CRM, CRF ou CREFITO)",
      "Experiência hospitalar",
      "Curso técnico em enfermagem",
      "Especialização na área",
      "Disponibilidade para plantões",
      "Suporte básico de vida",
    ],
  },
  engenharia: {
    weight: 6,
    roles: [
      "Engenheiro Civil",
      "Engenheira Civil",
      "Engenheiro Mecânico",
      "Engenheiro Eletricista",
      "Engenheiro de Produção",
      "Engenheiro Químico",
      "Técnico em Segurança do Trabalho",
      "Técnico em Edificações",
      "Projetista",
      "Mestre de Obras",
    ],
    specialities: ["Obras", "Manutenção", "Projetos", "Qualidade", "Processos", "Infraestrutura", "Saneamento", "Energia Solar"],
    openings: [
      "Gestão da execução de obras, cronograma físico-financeiro e equipes de campo.",
      "Desenvolvimento de projetos, memoriais de cálculo e especificações técnicas.",
      "Projetos de melhoria contínua, redução de custos e aumento de produtividade.",
      "Inspeções de segurança, treinamentos de normas regulamentadoras e controle de EPIs.",
    ],
    requirements: [
      "Formação em Engenharia com CREA ativo",
      "AutoCAD",
      "MS Project",
      "Lean Manufacturing",
      "Normas regulamentadoras (NR-10, NR-12, NR-35)",
      "Experiência em obras ou indústria",
    ],
  },
  consultoria: {
    weight: 3,
    roles: ["Consultor", "Consultora", "Consultor de Negócios", "Consultor SAP", "Analista de Consultoria", "Gerente de Projetos"],
    specialities: ["Estratégia", "Processos", "Tributária", "Gestão", "ERP", "Financeira", "Inovação", "Sustentabilidade"],
    openings: [
      "Diagnósticos de negócio, mapeamento de processos e recomendações à diretoria dos clientes.",
      "Implantação de sistemas de gestão e treinamento de usuários.",
      "Condução de projetos com clientes de médio e grande porte em todo o Brasil.",
      "Construção de modelos financeiros e apresentações executivas.",
    ],
    requirements: [
      "Formação em Administração, Economia ou Engenharia",
      "Excel e PowerPoint avançados",
      "Raciocínio analítico",
      "Disponibilidade para viagens",
      "Inglês avançado",
      "Experiência em consultoria",
    ],
  },
  outros: {
    weight: 4,
    roles: [
      "Auxiliar de Limpeza",
      "Porteiro",
      "Cozinheiro",
      "Garçom",
      "Açougueiro",
      "Padeiro",
      "Eletricista",
      "Jardineiro",
      "Vigilante",
      "Camareira",
      "Cabeleireiro",
    ],
    specialities: ["Folguista", "Noturno", "Hotelaria", "Condomínio", "Restaurante", "Shopping", "Hospital", "Supermercado"],
    openings: [
      "Atendimento ao público e manutenção da organização do ambiente de trabalho.",
      "Escala 6x1 com folgas em dias alternados.",
      "Trabalho em equipe em um ambiente acolhedor e com oportunidades de crescimento.",
      "Preparo de refeições seguindo as boas práticas de manipulação de alimentos.",
    ],
    requirements: ["Ensino fundamental completo", "Experiência na função", "Disponibilidade de horário", "Curso de vigilante", "Boa apresentação"],
  },
};

/** Sentences any job may carry, about the company and the way of working. */
export const generalSentences = [
  "Somos uma empresa brasileira com mais de 20 anos de mercado e presença nacional.",
  "Valorizamos a diversidade e incentivamos candidaturas de pessoas de todos os grupos.",
  "Oferecemos um plano de carreira estruturado e programas de desenvolvimento.",
  "Ambiente colaborativo, com lideranças próximas e feedback constante.",
  "A empresa passa por um momento de expansão e está abrindo novas unidades.",
  "Processo seletivo com entrevista com o RH, entrevista técnica e conversa com a liderança.",
  "Horário de trabalho de segunda a sexta-feira, das 8h às 17h.",
  "Buscamos pessoas proativas, organizadas e com vontade de aprender.",
  "Trabalhamos com metas claras e reconhecimento por desempenho.",
  "Nossos clientes estão entre as maiores empresas do país.",
  "A vaga também está aberta para pessoas com deficiência.",
  "Contratação imediata após o processo seletivo.",
  "Você terá autonomia para propor melhorias e participar das decisões da equipe.",
  "Somos reconhecidos como uma das melhores empresas para trabalhar da região.",
  "Treinamento inicial completo antes do início das atividades.",
  "A equipe é formada por profissionais experientes e dispostos a ensinar.",
  "Acreditamos em relações de trabalho transparentes e de longo prazo.",
  "Possibilidade de crescimento para cargos de liderança.",
  "Local de trabalho de fácil acesso pelo transporte público.",
  "Programa de participação nos resultados atrelado às metas da empresa.",
];

export const generalRequirements = [
  "Boa comunicação",
  "Trabalho em equipe",
  "Proatividade",
  "Pacote Office",
  "Experiência anterior na área",
  "Disponibilidade para início imediato",
];

export const benefitsPool = [
  "Vale-refeição",
  "Vale-alimentação",
  "Vale-transporte",
  "Plano de saúde",
  "Plano odontológico",
  "Seguro de vida",
  "Participação nos lucros",
  "Auxílio home office",
  "Gympass",
  "Auxílio-creche",
  "Day off no aniversário",
  "Bolsa de estudos",
  "Convênio com farmácias",
  "Refeitório no local",
  "Previdência privada",
];

/** Cities with a relative share of jobs. */
export const cities: [string, number][] = [
  ["São Paulo - SP", 22],
  ["Rio de Janeiro - RJ", 10],
  ["Belo Horizonte - MG", 6],
  ["Brasília - DF", 5],
  ["Curitiba - PR", 5],
  ["Porto Alegre - RS", 4],
  ["Salvador - BA", 4],
  ["Recife - PE", 4],
  ["Fortaleza - CE", 4],
  ["Campinas - SP", 3],
  ["Goiânia - GO", 3],
  ["Florianópolis - SC", 3],
  ["Manaus - AM", 2],
  ["Belém - PA", 2],
  ["Vitória - ES", 2],
  ["Guarulhos - SP", 2],
  ["São Bernardo do Campo - SP", 2],
  ["Santo André - SP", 1],
  ["Osasco - SP", 1],
  ["Sorocaba - SP", 1],
  ["Ribeirão Preto - SP", 1],
  ["São José dos Campos - SP", 1],
  ["Santos - SP", 1],
  ["Niterói - RJ", 1],
  ["Duque de Caxias - RJ", 1],
  ["Uberlândia - MG", 1],
  ["Contagem - MG", 1],
  ["Juiz de Fora - MG", 1],
  ["Joinville - SC", 1],
  ["Blumenau - SC", 1],
  ["Londrina - PR", 1],
  ["Maringá - PR", 1],
  ["Caxias do Sul - RS", 1],
  ["Natal - RN", 1],
  ["João Pessoa - PB", 1],
  ["Maceió - AL", 1],
  ["Aracaju - SE", 1],
  ["Teresina - PI", 1],
  ["São Luís - MA", 1],
  ["Cuiabá - MT", 1],
  ["Campo Grande - MS", 1],
  ["Porto Velho - RO", 1],
];

/** Company names: prefix + core + sector (500 distinct ones are drawn from these). */
export const companyPrefixes = ["Grupo", "Rede", "Companhia", "Instituto", "Nova", "", "", ""];
export const companyCores = [
  "Horizonte",
  "Atlântico",
  "Cerrado",
  "Ipê",
  "Jequitibá",
  "Aurora",
  "Boa Vista",
  "Serra Azul",
  "Vale Verde",
  "Litoral",
  "Sertão",
  "Pampa",
  "Araucária",
  "Guará",
  "Tucano",
  "Jatobá",
  "Carnaúba",
  "Paraná",
  "Tietê",
  "Capibaribe",
  "Mantiqueira",
  "Pantanal",
  "Itapuã",
  "Jangada",
  "Caju",
  "Sabiá",
  "Bandeirantes",
  "Planalto",
  "Estrela do Sul",
  "Rio Doce",
];
export const companySectors = [
  "Tecnologia",
  "Alimentos",
  "Logística",
  "Saúde",
  "Engenharia",
  "Educação",
  "Varejo",
  "Consultoria",
  "Serviços",
  "Indústria",
  "Transportes",
  "Comunicação",
  "Farmácias",
  "Construtora",
  "Hospital",
  "Supermercados",
  "Advogados Associados",
  "Energia",
  "Seguros",
  "Cosméticos",
];

// ---------------------------------------------------------------------------
// Synthetic jobs

function weighted<T>(random: () => number, entries: readonly (readonly [T, number])[]): () => T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let roll = random() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries.at(-1)![0];
  };
}

const levelBase: Record<NivelVaga, number> = {
  ESTAGIO: 1600,
  ESTAGIARIO: 1600,
  APRENDIZ: 1100,
  TRAINEE: 5000,
  JUNIOR: 2800,
  PLENO: 5500,
  SENIOR: 10000,
  ESPECIALISTA: 12000,
  COORDENADOR: 9000,
  GERENTE: 15000,
  DIRETOR: 25000,
  C_LEVEL: 35000,
};
const levelSuffix: Partial<Record<NivelVaga, string>> = { JUNIOR: "Júnior", PLENO: "Pleno", SENIOR: "Sênior" };
const areaFactor: Partial<Record<Area, number>> = { tecnologia: 1.4, juridico: 1.3, engenharia: 1.3, consultoria: 1.3, outros: 0.6, vendas: 0.9 };

/** One "Vaga" row as the benchmark inserts it (enums as text, dates as ISO strings). */
export interface JobRow {
  id: string;
  empresaId: string;
  titulo: string;
  descricao: string;
  requisitosObrigatorios: string;
  requisitosDesejaveis: string | null;
  areaAtuacao: string;
  nivelVaga: string;
  tipoContrato: string;
  modalidadeTrabalho: string;
  localizacao: string | null;
  faixaSalarialMin: number | null;
  faixaSalarialMax: number | null;
  beneficios: string;
  numeroPosicoes: number;
  statusVaga: string;
  createdAt: string;
}

/** Company names: distinct, deterministic. */
export function companyNames(count: number): string[] {
  const random = seededRandom(4242);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const names = new Set<string>();
  while (names.size < count) {
    const name = [pick(companyPrefixes), pick(companyCores), pick(companySectors)].filter(Boolean).join(" ");
    names.add(names.has(name) ? `${name} ${names.size}` : name);
  }
  return [...names];
}

/**
 * `count` jobs, the same ones on every run (seeded), dated over the year before
 * `now` in the order they are generated: a real table receives its jobs as they
 * are posted, so its physical order follows "createdAt", which the planner
 * weighs when it reads jobs newest first.
 */
export function* syntheticJobs(count: number, companyIds: string[], now: number, seed = 424242): Generator<JobRow> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pickSome = <T>(items: readonly T[], min: number, max: number): T[] => {
    const wanted = min + Math.floor(random() * (max - min + 1));
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < wanted && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return chosen;
  };
  const areaOf = weighted(random, Object.entries(vocabulary).map(([area, v]) => [area as Area, v.weight] as const));
  const cityOf = weighted(random, cities);
  const statusOf = weighted<StatusVaga>(random, [["ATIVA", 80], ["PAUSADA", 12], ["ENCERRADA", 8]]);
  const modalityOf = weighted<ModalidadeTrabalho>(random, [["PRESENCIAL", 60], ["HIBRIDO", 25], ["REMOTO", 15]]);
  const contractOf = weighted<TipoContrato>(random, [["CLT", 65], ["PJ", 15], ["ESTAGIO", 6], ["TEMPORARIO", 6], ["FREELANCER", 4], ["TRAINEE", 4]]);
  const levelOf = weighted<NivelVaga>(random, [
    ["JUNIOR", 30],
    ["PLENO", 30],
    ["SENIOR", 15],
    ["APRENDIZ", 3],
    ["ESPECIALISTA", 5],
    ["COORDENADOR", 6],
    ["GERENTE", 5],
    ["DIRETOR", 2],
    ["C_LEVEL", 1],
  ]);
  // People write a place in several ways; search must read them all.
  const placeOf = weighted<(city: string) => string>(random, [
    [(city) => city, 80],
    [(city) => city.replace(" - ", "/"), 10],
    [(city) => city.replace(" - ", ", "), 10],
  ]);
  const year = 365 * 86_400_000;
  for (let i = 0; i < count; i++) {
    const area = areaOf();
    const words = vocabulary[area];
    const contract = contractOf();
    const level: NivelVaga =
      contract === "ESTAGIO" ? (random() < 0.5 ? "ESTAGIO" : "ESTAGIARIO") : contract === "TRAINEE" ? "TRAINEE" : levelOf();
    const suffix = levelSuffix[level] && random() < 0.4 ? ` ${levelSuffix[level]}` : "";
    const prefix = level === "ESTAGIO" || level === "ESTAGIARIO" ? "Estágio - " : level === "TRAINEE" ? "Trainee - " : "";
    const modality = modalityOf();
    const city = cityOf();
    const base = levelBase[level] * (areaFactor[area] ?? 1) * (0.8 + random() * 0.5);
    const low = Math.round(base / 100) * 100;
    const high = Math.round((base * (1.2 + random() * 0.3)) / 100) * 100;
    const salaryShape = random();
    yield {
      id: `bench_vaga_${i}`,
      empresaId: companyIds[Math.floor(random() * companyIds.length)]!,
      titulo: `${prefix}${pick(words.roles)} ${pick(words.specialities)}${suffix}`,
      descricao: [
        ...pickSome(words.openings, 1, 2),
        ...pickSome(generalSentences, 2, 3),
        `Local de trabalho: ${modality === "REMOTO" ? "remoto" : city}.`,
      ].join(" "),
      requisitosObrigatorios: [...pickSome(words.requirements, 2, 4), ...pickSome(generalRequirements, 0, 2)].join("\n"),
      requisitosDesejaveis: random() < 0.5 ? pickSome(words.requirements, 1, 2).join("\n") : null,
      areaAtuacao: area,
      nivelVaga: level,
      tipoContrato: contract,
      modalidadeTrabalho: modality,
      localizacao: modality === "REMOTO" ? (random() < 0.5 ? null : "Remoto") : placeOf()(city),
      faixaSalarialMin: salaryShape < 0.2 || (salaryShape >= 0.35 && salaryShape < 0.45) ? null : low,
      faixaSalarialMax: salaryShape < 0.35 ? null : high,
      beneficios: pickSome(benefitsPool, 3, 6).join("\n"),
      numeroPosicoes: random() < 0.85 ? 1 : 2 + Math.floor(random() * 9),
      statusVaga: statusOf(),
      createdAt: new Date(now - year + ((i + random()) * year) / count).toISOString(),
    };
  }
}

// ---------------------------------------------------------------------------
// The searches the benchmark times, each followed through its pages

export interface Filtros {
  texto?: string;
  localizacao?: string;
  areaAtuacao?: Area;
  nivelVaga?: NivelVaga;
  tipoContrato?: TipoContrato;
  modalidadeTrabalho?: ModalidadeTrabalho;
}

/** Words alone and with accents, zero hits, places, exact filters, and text with one or two filters. */
export const searches: { name: string; filtros: Filtros }[] = [
  { name: "desenvolvedor", filtros: { texto: "desenvolvedor" } },
  { name: "desenvolvedora (stem)", filtros: { texto: "desenvolvedora" } },
  { name: "técnico de enfermagem", filtros: { texto: "técnico de enfermagem" } },
  { name: "tecnico enfermagem (no accents)", filtros: { texto: "tecnico enfermagem" } },
  { name: "analista financeiro", filtros: { texto: "analista financeiro" } },
  { name: "marketing digital", filtros: { texto: "marketing digital" } },
  { name: "professor matemática", filtros: { texto: "professor matemática" } },
  { name: "logística", filtros: { texto: "logística" } },
  { name: "analista (common word)", filtros: { texto: "analista" } },
  { name: "enfermeir (as typed)", filtros: { texto: "enfermeir" } },
  { name: "dev (abbreviation)", filtros: { texto: "dev" } },
  { name: "astronauta (zero hits)", filtros: { texto: "astronauta" } },
  { name: "engenheiro cozinheiro (zero hits)", filtros: { texto: "engenheiro cozinheiro" } },
  { name: "loc: sao paulo", filtros: { localizacao: "sao paulo" } },
  { name: "loc: Florianópolis - SC", filtros: { localizacao: "Florianópolis - SC" } },
  { name: "loc: rj (state)", filtros: { localizacao: "rj" } },
  { name: "no filters", filtros: {} },
  { name: "area: tecnologia", filtros: { areaAtuacao: "tecnologia" } },
  { name: "modalidade: REMOTO", filtros: { modalidadeTrabalho: "REMOTO" } },
  { name: "tecnologia+PJ+HIBRIDO", filtros: { areaAtuacao: "tecnologia", tipoContrato: "PJ", modalidadeTrabalho: "HIBRIDO" } },
  { name: "desenvolvedor + sao paulo", filtros: { texto: "desenvolvedor", localizacao: "sao paulo" } },
  { name: "vendas + JUNIOR", filtros: { texto: "vendas", nivelVaga: "JUNIOR" } },
  { name: "desenvolvedor + sao paulo + HIBRIDO", filtros: { texto: "desenvolvedor", localizacao: "sao paulo", modalidadeTrabalho: "HIBRIDO" } },
  { name: "enfermeiro + recife + PRESENCIAL", filtros: { texto: "enfermeiro", localizacao: "recife", modalidadeTrabalho: "PRESENCIAL" } },
  { name: "analista de dados + BH - MG + CLT", filtros: { texto: "analista de dados", localizacao: "Belo Horizonte - MG", tipoContrato: "CLT" } },
  { name: "vendedor + sp + JUNIOR", filtros: { texto: "vendedor", localizacao: "sp", nivelVaga: "JUNIOR" } },
  { name: "engenheiro civil + curitiba + engenharia", filtros: { texto: "engenheiro civil", localizacao: "curitiba", areaAtuacao: "engenharia" } },
  { name: "atendimento ao cliente + rio + PRESENCIAL", filtros: { texto: "atendimento ao cliente", localizacao: "rio de janeiro", modalidadeTrabalho: "PRESENCIAL" } },
  { name: "técnico + São Paulo - SP + JUNIOR", filtros: { texto: "técnico", localizacao: "São Paulo - SP", nivelVaga: "JUNIOR" } },
  { name: "desenv + sao paulo + HIBRIDO (as typed)", filtros: { texto: "desenv", localizacao: "sao paulo", modalidadeTrabalho: "HIBRIDO" } },
  { name: "professor + porto alegre + PLENO", filtros: { texto: "professor", localizacao: "porto alegre", nivelVaga: "PLENO" } },
];

/** How the summary groups searches: free text or not, and how many other filters. */
export function searchClass(filtros: Filtros): string {
  const others = Object.keys(filtros).filter((key) => key !== "texto").length;
  if (!filtros.texto) return others ? "filters, no text" : "no filters";
  return others >= 2 ? "text + 2 filters" : others === 1 ? "text + 1 filter" : "text alone";
}
