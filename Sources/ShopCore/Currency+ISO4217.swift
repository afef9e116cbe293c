// The currency table: every currency of ISO 4217 list one that has a minor unit.
//
// Source: ISO 4217 list one (current currency & funds code list), as published
// by SIX Financial Information AG, the standard's maintenance agency, on
// 2026-01-01, amendment 180 in force (BGN withdrawn: Bulgaria adopted the euro;
// earlier: XCG replaced ANG, amendment 176; CUC withdrawn, amendment 178; XAD
// added, amendment 179). Tests/ShopCoreTests/Fixtures/iso4217-list-one.txt is
// the list as transcribed, and CurrencyTableTests holds this table to it: the
// same codes, the same minor units.
//
// Left out, as the list gives them no minor unit: XAG, XAU, XPD, XPT (metals),
// XBA, XBB, XBC, XBD (bond market units), XDR, XSU, XUA (units of account),
// XTS (testing) and XXX (no currency). Withdrawn codes (list three: DEM, VEF,
// HRK, BGN …) are not money anyone pays with today, and are refused.
//
// Symbols: the seven currencies of shoptools 0.x keep theirs exactly. Others
// have the sign CLDR gives them in English where it is not the code (`CA$`,
// `A$`, `R$`, `₹`, `₪`), or a sign no other currency uses (`฿`, `₽`, `zł`
// after the amount). A sign several currencies share (`$`, `¥`, `£`, `kr`,
// `R`, `Rs`, `﷼`) goes to none of the new ones, so it reads as it always has;
// those currencies are shown with their code (`CHF 12.50`).

extension Currency {
    /// Japanese yen: `¥`, no minor digits (`¥9,800`, also `９８００円`).
    public static let jpy = Currency("JPY", 0, symbol: "¥", otherPrefixes: ["￥"], suffixes: ["円"])
    /// US dollar: `$`, two minor digits (`$98.50`, also `US$98.50`).
    public static let usd = Currency("USD", 2, symbol: "$", otherPrefixes: ["US$"])
    /// Euro: `€` before or after the amount, two minor digits.
    public static let eur = Currency("EUR", 2, symbol: "€", suffixes: ["€"])
    /// Pound sterling: `£`, two minor digits.
    public static let gbp = Currency("GBP", 2, symbol: "£")
    /// South Korean won: `₩`, no minor digits (also `원` after).
    public static let krw = Currency("KRW", 0, symbol: "₩", otherPrefixes: ["￦"], suffixes: ["원"])
    /// Chinese yuan: `CN¥`, two minor digits (also `¥`, `RMB` before, `元` after).
    public static let cny = Currency("CNY", 2, symbol: "CN¥", otherPrefixes: ["¥", "￥", "RMB"], suffixes: ["元"])
    /// New Taiwan dollar: `NT$`, two minor digits (also `$` before, `元` after).
    public static let twd = Currency("TWD", 2, symbol: "NT$", otherPrefixes: ["$"], suffixes: ["元"])

    /// ISO 4217 list one by code, with the minor unit digits the list gives
    /// and the symbols described at the top of this file.
    static let iso4217: [Currency] = [
        Currency("AED", 2),  // UAE Dirham
        Currency("AFN", 2),  // Afghani
        Currency("ALL", 2),  // Lek
        Currency("AMD", 2, symbol: "֏", suffixes: ["֏"]),  // Armenian Dram
        Currency("AOA", 2),  // Kwanza
        Currency("ARS", 2),  // Argentine Peso
        Currency("AUD", 2, symbol: "A$"),  // Australian Dollar
        Currency("AWG", 2),  // Aruban Florin
        Currency("AZN", 2, symbol: "₼", suffixes: ["₼"]),  // Azerbaijan Manat
        Currency("BAM", 2),  // Convertible Mark
        Currency("BBD", 2),  // Barbados Dollar
        Currency("BDT", 2, symbol: "৳", suffixes: ["৳"]),  // Taka
        Currency("BHD", 3),  // Bahraini Dinar
        Currency("BIF", 0),  // Burundi Franc
        Currency("BMD", 2),  // Bermudian Dollar
        Currency("BND", 2),  // Brunei Dollar
        Currency("BOB", 2),  // Boliviano
        Currency("BOV", 2),  // Mvdol
        Currency("BRL", 2, symbol: "R$"),  // Brazilian Real
        Currency("BSD", 2),  // Bahamian Dollar
        Currency("BTN", 2),  // Ngultrum
        Currency("BWP", 2),  // Pula
        Currency("BYN", 2),  // Belarusian Ruble
        Currency("BZD", 2),  // Belize Dollar
        Currency("CAD", 2, symbol: "CA$"),  // Canadian Dollar
        Currency("CDF", 2),  // Congolese Franc
        Currency("CHE", 2),  // WIR Euro
        Currency("CHF", 2),  // Swiss Franc
        Currency("CHW", 2),  // WIR Franc
        Currency("CLF", 4),  // Unidad de Fomento
        Currency("CLP", 0),  // Chilean Peso
        .cny,  // Yuan Renminbi
        Currency("COP", 2),  // Colombian Peso
        Currency("COU", 2),  // Unidad de Valor Real
        Currency("CRC", 2, symbol: "₡", suffixes: ["₡"]),  // Costa Rican Colon
        Currency("CUP", 2),  // Cuban Peso
        Currency("CVE", 2),  // Cabo Verde Escudo
        Currency("CZK", 2, suffixes: ["Kč"]),  // Czech Koruna
        Currency("DJF", 0),  // Djibouti Franc
        Currency("DKK", 2),  // Danish Krone
        Currency("DOP", 2),  // Dominican Peso
        Currency("DZD", 2),  // Algerian Dinar
        Currency("EGP", 2),  // Egyptian Pound
        Currency("ERN", 2),  // Nakfa
        Currency("ETB", 2),  // Ethiopian Birr
        .eur,  // Euro
        Currency("FJD", 2),  // Fiji Dollar
        Currency("FKP", 2),  // Falkland Islands Pound
        .gbp,  // Pound Sterling
        Currency("GEL", 2, symbol: "₾", suffixes: ["₾"]),  // Lari
        Currency("GHS", 2, symbol: "₵", otherPrefixes: ["GH₵"], suffixes: ["₵"]),  // Ghana Cedi
        Currency("GIP", 2),  // Gibraltar Pound
        Currency("GMD", 2),  // Dalasi
        Currency("GNF", 0),  // Guinean Franc
        Currency("GTQ", 2),  // Quetzal
        Currency("GYD", 2),  // Guyana Dollar
        Currency("HKD", 2, symbol: "HK$"),  // Hong Kong Dollar
        Currency("HNL", 2),  // Lempira
        Currency("HTG", 2),  // Gourde
        Currency("HUF", 2, suffixes: ["Ft"]),  // Forint
        Currency("IDR", 2, symbol: "Rp"),  // Rupiah
        Currency("ILS", 2, symbol: "₪", suffixes: ["₪"]),  // New Israeli Sheqel
        Currency("INR", 2, symbol: "₹", suffixes: ["₹"]),  // Indian Rupee
        Currency("IQD", 3),  // Iraqi Dinar
        Currency("IRR", 2),  // Iranian Rial
        Currency("ISK", 0),  // Iceland Krona
        Currency("JMD", 2),  // Jamaican Dollar
        Currency("JOD", 3),  // Jordanian Dinar
        .jpy,  // Yen
        Currency("KES", 2),  // Kenyan Shilling
        Currency("KGS", 2),  // Som
        Currency("KHR", 2, symbol: "៛", suffixes: ["៛"]),  // Riel
        Currency("KMF", 0),  // Comorian Franc
        Currency("KPW", 2),  // North Korean Won
        .krw,  // Won
        Currency("KWD", 3),  // Kuwaiti Dinar
        Currency("KYD", 2),  // Cayman Islands Dollar
        Currency("KZT", 2, symbol: "₸", suffixes: ["₸"]),  // Tenge
        Currency("LAK", 2, symbol: "₭", suffixes: ["₭"]),  // Lao Kip
        Currency("LBP", 2),  // Lebanese Pound
        Currency("LKR", 2),  // Sri Lanka Rupee
        Currency("LRD", 2),  // Liberian Dollar
        Currency("LSL", 2),  // Loti
        Currency("LYD", 3),  // Libyan Dinar
        Currency("MAD", 2),  // Moroccan Dirham
        Currency("MDL", 2),  // Moldovan Leu
        Currency("MGA", 2),  // Malagasy Ariary
        Currency("MKD", 2),  // Denar
        Currency("MMK", 2),  // Kyat
        Currency("MNT", 2, symbol: "₮", suffixes: ["₮"]),  // Tugrik
        Currency("MOP", 2),  // Pataca
        Currency("MRU", 2),  // Ouguiya
        Currency("MUR", 2),  // Mauritius Rupee
        Currency("MVR", 2),  // Rufiyaa
        Currency("MWK", 2),  // Malawi Kwacha
        Currency("MXN", 2, symbol: "MX$"),  // Mexican Peso
        Currency("MXV", 2),  // Mexican Unidad de Inversion (UDI)
        Currency("MYR", 2),  // Malaysian Ringgit
        Currency("MZN", 2),  // Mozambique Metical
        Currency("NAD", 2),  // Namibia Dollar
        Currency("NGN", 2, symbol: "₦", suffixes: ["₦"]),  // Naira
        Currency("NIO", 2),  // Cordoba Oro
        Currency("NOK", 2),  // Norwegian Krone
        Currency("NPR", 2),  // Nepalese Rupee
        Currency("NZD", 2, symbol: "NZ$"),  // New Zealand Dollar
        Currency("OMR", 3),  // Rial Omani
        Currency("PAB", 2),  // Balboa
        Currency("PEN", 2),  // Sol
        Currency("PGK", 2),  // Kina
        Currency("PHP", 2, symbol: "₱", suffixes: ["₱"]),  // Philippine Peso
        Currency("PKR", 2),  // Pakistan Rupee
        Currency("PLN", 2, suffixes: ["zł"]),  // Zloty
        Currency("PYG", 0, symbol: "₲", suffixes: ["₲"]),  // Guarani
        Currency("QAR", 2),  // Qatari Rial
        Currency("RON", 2),  // Romanian Leu
        Currency("RSD", 2),  // Serbian Dinar
        Currency("RUB", 2, symbol: "₽", suffixes: ["₽"]),  // Russian Ruble
        Currency("RWF", 0),  // Rwanda Franc
        Currency("SAR", 2),  // Saudi Riyal
        Currency("SBD", 2),  // Solomon Islands Dollar
        Currency("SCR", 2),  // Seychelles Rupee
        Currency("SDG", 2),  // Sudanese Pound
        Currency("SEK", 2),  // Swedish Krona
        Currency("SGD", 2, symbol: "S$"),  // Singapore Dollar
        Currency("SHP", 2),  // Saint Helena Pound
        Currency("SLE", 2),  // Leone
        Currency("SOS", 2),  // Somali Shilling
        Currency("SRD", 2),  // Surinam Dollar
        Currency("SSP", 2),  // South Sudanese Pound
        Currency("STN", 2),  // Dobra
        Currency("SVC", 2),  // El Salvador Colon
        Currency("SYP", 2),  // Syrian Pound
        Currency("SZL", 2),  // Lilangeni
        Currency("THB", 2, symbol: "฿", suffixes: ["฿"]),  // Baht
        Currency("TJS", 2),  // Somoni
        Currency("TMT", 2),  // Turkmenistan New Manat
        Currency("TND", 3),  // Tunisian Dinar
        Currency("TOP", 2),  // Pa’anga
        Currency("TRY", 2, symbol: "₺", suffixes: ["₺"]),  // Turkish Lira
        Currency("TTD", 2),  // Trinidad and Tobago Dollar
        .twd,  // New Taiwan Dollar
        Currency("TZS", 2),  // Tanzanian Shilling
        Currency("UAH", 2, symbol: "₴", suffixes: ["₴"]),  // Hryvnia
        Currency("UGX", 0),  // Uganda Shilling
        .usd,  // US Dollar
        Currency("USN", 2),  // US Dollar (Next day)
        Currency("UYI", 0),  // Uruguay Peso en Unidades Indexadas (UI)
        Currency("UYU", 2),  // Peso Uruguayo
        Currency("UYW", 4),  // Unidad Previsional
        Currency("UZS", 2),  // Uzbekistan Sum
        Currency("VED", 2),  // Bolívar Soberano
        Currency("VES", 2),  // Bolívar Soberano
        Currency("VND", 0, symbol: "₫", suffixes: ["₫"]),  // Dong
        Currency("VUV", 0),  // Vatu
        Currency("WST", 2),  // Tala
        Currency("XAD", 2),  // Arab Accounting Dinar
        Currency("XAF", 0, symbol: "FCFA", suffixes: ["FCFA"]),  // CFA Franc BEAC
        Currency("XCD", 2, symbol: "EC$"),  // East Caribbean Dollar
        Currency("XCG", 2),  // Caribbean Guilder
        Currency("XOF", 0),  // CFA Franc BCEAO
        Currency("XPF", 0),  // CFP Franc
        Currency("YER", 2),  // Yemeni Rial
        Currency("ZAR", 2),  // Rand
        Currency("ZMW", 2),  // Zambian Kwacha
        Currency("ZWG", 2),  // Zimbabwe Gold
    ]
}
