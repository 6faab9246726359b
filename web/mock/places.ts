import { faker } from "./random.ts";

// Real cities, with their area code and the first digits of their postal codes,
// so that a generated address, phone and CEP agree with one another.

export interface City {
  cidade: string;
  uf: string;
  ddd: string;
  /** The first five digits of the city's CEPs. */
  cepPrefix: string;
  bairros: readonly string[];
}

export const cities: readonly City[] = [
  { cidade: "São Paulo", uf: "SP", ddd: "11", cepPrefix: "04101", bairros: ["Vila Mariana", "Pinheiros", "Mooca", "Santana", "Tatuapé"] },
  { cidade: "Campinas", uf: "SP", ddd: "19", cepPrefix: "13025", bairros: ["Cambuí", "Taquaral", "Barão Geraldo"] },
  { cidade: "Rio de Janeiro", uf: "RJ", ddd: "21", cepPrefix: "22270", bairros: ["Botafogo", "Tijuca", "Copacabana", "Méier"] },
  { cidade: "Belo Horizonte", uf: "MG", ddd: "31", cepPrefix: "30130", bairros: ["Funcionários", "Savassi", "Pampulha"] },
  { cidade: "Curitiba", uf: "PR", ddd: "41", cepPrefix: "80420", bairros: ["Batel", "Água Verde", "Portão"] },
  { cidade: "Porto Alegre", uf: "RS", ddd: "51", cepPrefix: "90035", bairros: ["Moinhos de Vento", "Cidade Baixa", "Menino Deus"] },
  { cidade: "Florianópolis", uf: "SC", ddd: "48", cepPrefix: "88015", bairros: ["Centro", "Trindade", "Itacorubi"] },
  { cidade: "Salvador", uf: "BA", ddd: "71", cepPrefix: "41810", bairros: ["Pituba", "Barra", "Imbuí"] },
  { cidade: "Recife", uf: "PE", ddd: "81", cepPrefix: "52050", bairros: ["Casa Amarela", "Boa Viagem", "Espinheiro"] },
  { cidade: "Fortaleza", uf: "CE", ddd: "85", cepPrefix: "60160", bairros: ["Aldeota", "Meireles", "Benfica"] },
  { cidade: "Belém", uf: "PA", ddd: "91", cepPrefix: "66035", bairros: ["Nazaré", "Umarizal", "Marco"] },
  { cidade: "Goiânia", uf: "GO", ddd: "62", cepPrefix: "74110", bairros: ["Setor Bueno", "Setor Oeste", "Setor Marista"] },
  { cidade: "Brasília", uf: "DF", ddd: "61", cepPrefix: "70297", bairros: ["Asa Sul", "Asa Norte", "Águas Claras"] },
];

const streets = ["Rua das Flores", "Avenida Brasil", "Rua Sete de Setembro", "Rua Tiradentes", "Avenida Getúlio Vargas", "Rua XV de Novembro"];

export const cityByName = (cidade: string) => cities.find((city) => city.cidade === cidade);

export const pickCity = () => faker.helpers.arrayElement(cities);

/** A street address in `city`, its CEP (digits) starting with the city's prefix. */
export function addressIn(city: City) {
  return {
    enderecoCep: `${city.cepPrefix}${faker.string.numeric(3)}`,
    enderecoRua: faker.helpers.arrayElement(streets),
    enderecoNumero: String(faker.number.int({ min: 10, max: 2500 })),
    enderecoBairro: faker.helpers.arrayElement(city.bairros),
    enderecoCidade: city.cidade,
    enderecoEstado: city.uf,
  };
}

/** What a postal-code provider answers for a CEP: the city its prefix belongs to, or null for none. */
export function lookupCep(cep: string) {
  const city = cities.find((candidate) => cep.startsWith(candidate.cepPrefix.slice(0, 3)));
  if (!city) return null;
  const digit = Number(cep.at(-1));
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro: streets[digit % streets.length]!,
    bairro: city.bairros[digit % city.bairros.length]!,
    cidade: city.cidade,
    uf: city.uf,
  };
}
