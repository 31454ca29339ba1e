/**
 * Generated from libs/core-api/contract/portal-api.json by openapi-typescript; do not edit.
 * Regenerate: npx tsx libs/core-api/contract/generate-types.ts (a test fails while this file is stale).
 */
export interface paths {
    "/api/v1/Account/customerlogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the credentials; the answer becomes customerLoginId. */
        post: operations["customerLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Account/validateotp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks the one-time code. */
        post: operations["validateOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Account/resendotp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a new one-time code. */
        post: operations["resendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Account/refreshtoken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Session keep-alive.
         * @description Keep-alive: section 7 shows neither method nor path. Our default; setting api.keepAlive.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Customer/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the server session.
         * @description JSON answer if ok; no error raised if not ok.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/recaptcha/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verifies a bot-check token on the captcha host.
         * @description If the captcha host is not configured, or the call is not ok, treated as success with score 1.
         */
        post: operations["verifyBotCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Address/searchwithoutpostcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Address lookup: a list of addresses. */
        get: operations["searchAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Address/format": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Formats one chosen address (isResidential and matchPostalAddress are kept by the caller). */
        get: operations["formatAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Address/searchpostcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Postcode lookup: semicolon-separated strings. */
        get: operations["searchPostcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Customer/getcustomerdetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer's contact details and policies. */
        post: operations["getCustomerDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Customer/updatecustomercontactdetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves contact details. */
        post: operations["updateCustomerContactDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Document/documentlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The policy's documents. */
        get: operations["getDocumentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Document/documentstream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One document's content. */
        post: operations["getDocumentStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Policy/policydetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One policy in detail. */
        post: operations["getPolicyDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/PayNow/getrealtimepayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The policy's overdue payments.
         * @description A network failure here is not mapped to 503.
         */
        get: operations["getRealtimePayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/PayNow/getpaymentcontrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pay Now's hosted card-capture session. */
        get: operations["getPaymentControl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/PayNow/missedregularcollections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Missed collections (extended dishonour). */
        get: operations["getMissedRegularCollections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/PayNow/outstandingpaymentoverrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outstanding payment overrides (extended dishonour). */
        get: operations["getOutstandingPaymentOverrides"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/PayNow/completecollection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finalises a Pay Now card payment.
         * @description A network failure here is not mapped to 503.
         */
        post: operations["completeCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/updatepaymentdetails/ValidateAndGetTokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a payment-method update. */
        post: operations["validateAndGetTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/updatepaymentdetails/ProcessAfterRedirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the registered payment method.
         * @description Earlier in-flight request is cancelled.
         */
        post: operations["processAfterRedirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FeatureManagement/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The customer's features. */
        get: operations["getFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FeatureManagement/suppress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismisses a feature for this customer. */
        post: operations["suppressFeature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/FeatureManagement/markused": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records that the customer used a feature. */
        post: operations["markFeatureUsed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configResponse.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The regional configuration (static file).
         * @description The entry matching countryId and brandId, else none (fields: section 3).
         */
        get: operations["getRegionalConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Not shown; CustomMessage is "the server's custom message" (section 8). */
        ErrorBody: {
            Message: string;
            CustomMessage?: string;
        };
        CustomerLoginRequest: {
            BrandId: number;
            EmailId: string;
            /** @description Dashes removed; empty when not used. */
            PhoneNumber: string;
            /** @description yyyy-mm-dd */
            DateOfBirth: string;
        };
        CustomerLoginId: string;
        ValidateOtpRequest: {
            securitycode: string;
            customerportalloginid: string;
        };
        SecurityTokenResponse: {
            SecurityToken: string;
            ExpiresAt: string;
        };
        ResendOtpRequest: {
            CustomerPortalLoginId: string;
        };
        /** @description Exact wire fields are not shown; these names are ours. */
        BotCheckRequest: {
            token: string;
            sitekey: string;
            /** @constant */
            action: "customerportal/Login";
        };
        BotCheckResponse: {
            success: boolean;
            score: number;
        };
        /** @description "List of addresses": one-line address strings. A null or blank line is left out. */
        AddressMatches: (string | null)[];
        /** @description "Formatted address": section 3's parsed address input, plus city (ours, for New Zealand). */
        FormattedAddress: {
            flatOrUnitType?: string | null;
            flatOrUnitNumber?: string | null;
            postalType?: string | null;
            postalNumber?: string | null;
            streetNumber1?: string | null;
            streetNumber1Suffix?: string | null;
            streetNumber2?: string | null;
            streetNumber2Suffix?: string | null;
            streetName?: string | null;
            streetType?: string | null;
            streetSuffix?: string | null;
            localityName?: string | null;
            state?: string | null;
            postcode?: string | null;
            addressline?: string | null;
            suburb?: string | null;
            city?: string | null;
        };
        /** @description Semicolon-separated strings: first piece the postcode, third its label. A null or blank line is left out. */
        PostcodeMatches: (string | null)[];
        GetCustomerDetailRequest: {
            SecurityToken: string;
            ClientPortalLoginId: string;
        };
        Address: {
            AddressLine?: string | null;
            Suburb?: string | null;
            State?: string | null;
            PostCode?: string | null;
            City?: string | null;
        };
        PostalAddress: {
            AddressLine?: string | null;
            Suburb?: string | null;
            State?: string | null;
            PostCode?: string | null;
            City?: string | null;
            CountryId?: number | null;
        };
        CustomerPolicy: {
            PolicyNumber: string;
            Product?: string | null;
            OwnerMandatoryBenefitSI?: number | null;
            RenewalDate?: string | null;
            SaleCompletedDate?: string | null;
            ClaimInProgress?: boolean | null;
            PolicyStatusId?: number | null;
        };
        CustomerDetail: {
            ClientId: number;
            FirstName?: string | null;
            LastName?: string | null;
            ResidentialAddress?: components["schemas"]["Address"] | null;
            PostalAddress?: components["schemas"]["PostalAddress"] | null;
            CustomPostaladdress?: boolean | null;
            CountryId?: number | null;
            HomePhone?: string | null;
            MobilePhone?: string | null;
            Email?: string | null;
            /** @description Essential. A policy without its PolicyNumber is left out (the others are kept). */
            Policies: components["schemas"]["CustomerPolicy"][];
        };
        ContactDetails: {
            ClientId: number;
            Email: string | null;
            /** @description Without dashes. */
            HomePhone: string | null;
            /** @description Without dashes. */
            MobilePhone: string | null;
            ResidentialAddress: components["schemas"]["Address"];
            PostalAddress: components["schemas"]["PostalAddress"];
            CustomPostaladdress: boolean;
            Errors: string[] | null;
        };
        UpdateCustomerContactDetailRequest: {
            ClientPortalLoginId: string;
            ContactDetails: components["schemas"]["ContactDetails"];
        };
        QuadientHeaders: {
            [key: string]: string;
        };
        /** @description Essential: DocId; a hit without it is left out of the HitList. */
        DocumentHit: {
            DocId: string;
            FolderFields?: {
                FileType?: string | null;
                FileName?: string | null;
                CorrespondenceType?: string | null;
                CorrespondenceDate?: string | null;
                DocumentType?: string | null;
            } | null;
            QuadientHeaders?: components["schemas"]["QuadientHeaders"] | null;
        };
        DocumentList: {
            HitList: components["schemas"]["DocumentHit"][];
        };
        DocumentStreamRequest: {
            /** @description Spaces replaced by +. */
            DocumentId: string;
            QuadientHeaders?: components["schemas"]["QuadientHeaders"] | null;
        };
        /** @description Base64 text, optionally quoted. */
        DocumentBody: string;
        PolicyDetailRequest: {
            PolicyNumber: string;
            ClientPortalLoginId: string;
        };
        BenefitDetail: {
            BenefitDescription?: string | null;
            RiskStartDate?: string | null;
            CpiSumInsured?: number | null;
            FrequencyPremiumAmount?: number | null;
            ExpectedBenefitExpiryDate?: string | null;
            WaitingPeriodInDays?: number | null;
            BenefitPeriodInMonths?: number | null;
            /** @description An exclusion without its ExclusionText is left out. */
            BenefitExclusions?: {
                ExclusionText: string;
            }[] | null;
        };
        PolicyDetail: {
            PolicySummary: {
                PolicyNumber: string;
                AcceptanceDate?: string | null;
                FirstCollectionDate?: string | null;
                PolicyTerminationDate?: string | null;
                RenewalDate?: string | null;
                NextCollectionDate?: string | null;
                ExtendedDishonourPeriodStatusId?: number | null;
                CreditCardNumberSuffix?: string | null;
                CreditCardNumber?: string | null;
                /** @description MM-YY */
                CCExpiry?: string | null;
                BankAccountName?: string | null;
                BankAccountBsb?: string | null;
                BankAccountNumber?: string | null;
            };
            Owner?: {
                Title?: string | null;
                FirstName?: string | null;
                Lastname?: string | null;
                BirthDate?: string | null;
            } | null;
            PolicyStatus?: {
                PolicyStatusId?: number | null;
                Description?: string | null;
            } | null;
            PolicyAmountOwed?: {
                EstimatedLapseDate?: string | null;
            } | null;
            Product?: {
                ProductCode?: string | null;
                ProductName?: string | null;
                ProductType?: {
                    ProductTypeId?: number | null;
                } | null;
                Brand?: {
                    BrandId?: number | null;
                } | null;
            } | null;
            PaymentFrequency?: {
                Description?: string | null;
            } | null;
            PaymentMethod?: {
                PaymentMethodId?: number | null;
                Description?: string | null;
            } | null;
            LifeInsured?: {
                FirstName?: string | null;
                LastName?: string | null;
                BirthDate?: string | null;
                BenefitDetails?: components["schemas"]["BenefitDetail"][] | null;
            }[] | null;
            Beneficiaries?: {
                FirstName?: string | null;
                LastName?: string | null;
                BirthDate?: string | null;
                Percentage?: number | null;
            }[] | null;
        };
        /** @description Items not shown: the outstanding-payment fields of section 3. */
        RealtimePayment: {
            TransactionId: number;
            RegularCollectionDate: string;
            Amount: number;
            CalculatedCollectionDetails?: string | null;
            PaymentOverrideId?: number | null;
        };
        RealtimePayments: {
            Payments: components["schemas"]["RealtimePayment"][];
        };
        PaymentControl: {
            QuoteID: string;
            /** @description Ends in /api (removed by the portal). */
            PaymentGatewayAPIURL: string;
            GfsWebComponentsUrl: string;
            /** @description JSON holding access_token. */
            PaymentGatewayAuthToken: string;
            ClientIpAddress?: string | null;
        };
        MissedRegularCollection: {
            /** @description Ours: a payment needs one. */
            TransactionId?: number | null;
            RegularCollectionDate: string;
            RegularCollectionAmount: number;
            CalculatedCollectionDetails?: string | null;
        };
        MissedRegularCollections: {
            MissedRegularCollectionsList: components["schemas"]["MissedRegularCollection"][];
        };
        PaymentOverride: {
            TransactionId?: number | null;
            QueuedTransactionId?: number | null;
            DishonourTransactionId?: number | null;
            CollectionDate?: string | null;
            OverrideDate?: string | null;
            OverrideAmount: number;
            PaymentOverrideId?: number | null;
        };
        PaymentOverrides: {
            OutstandingPaymentOverridesList: components["schemas"]["PaymentOverride"][];
        };
        OutstandingPayment: {
            TransactionId: number | null;
            RegularCollectionDate: string;
            sortDate: number;
            Amount: number;
            CalculatedCollectionDetails: string | null;
            PaymentOverrideId: number | null;
        };
        /** @description Overdue payments for extended-dishonour active policies, otherwise objects with TransactionId. */
        CollectionPayment: components["schemas"]["OutstandingPayment"] | {
            TransactionId: number;
        };
        CompleteCollectionRequest: {
            ClientPortalLoginId: string;
            ClientPolicyNumber: string;
            ClientIPAddress: string;
            TransactionIdentifier: string;
            Payments: components["schemas"]["CollectionPayment"][];
        };
        /** @description Section 4: success exactly when the receipt reference is present. Section 7 lists the other fields but never says they are always filled: each may be null or absent. */
        Receipt: {
            ReceiptReference: string;
            CardHolderName?: string | null;
            /** @description Visa or Mastercard */
            CardScheme?: string | null;
            CardSuffix?: string | null;
            Amount?: number | null;
            PolicyNumber?: string | null;
        };
        ValidateAndGetTokensRequest: {
            policyNumber: string;
            firstName: string;
            surName: string;
            dob: string;
            /** @description The fixed loopback value. */
            clientIPAddress: string;
            ClientPortalLoginId: string;
        };
        PaymentFormPayload: {
            ClientID: string;
            QuoteID: string;
            ClientValid?: boolean | null;
            EvolveUpdatePaymentDetailsToken: string;
            /** @description JSON string whose access_token is used. */
            PaymentGatewayAuthToken: string;
            PaymentGatewayAPIURL: string;
            PaymentGatewayAPIEnvironment: string;
            GfsWebComponentsUrl: string;
            UseCustomFormAPI?: boolean | null;
            CustomFormAPIURL?: string | null;
            CustomFormAPIPublishableKey?: string | null;
        };
        ProcessAfterRedirectRequest: {
            ClientPortalLoginId: string;
            ClientIPAddress: string;
            /** @description Returned redirect parameters such as token, action, accountType, cd_crn. */
            QueryStrings: {
                [key: string]: string;
            };
        };
        UpdateResult: {
            IsSuccess: boolean;
            SuccessMessage?: string | null;
        };
        /** @description Essential: FeatureId and FeatureKey; a feature without them is left out of the list. */
        Feature: {
            FeatureId: number;
            /** @description e.g. Cross_Sale_Banner */
            FeatureKey: string;
            FeatureVariantName?: string | null;
            Reattempt?: number | null;
        };
        /** @description "List of features": a bare array. */
        Features: components["schemas"]["Feature"][];
        FeatureActionRequest: {
            FeatureId: number;
            clientPortalLoginId: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Default country id from configuration (13). */
        CountryId: number;
        /** @description The customer portal web value. */
        RequestSource: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    customerLogin: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerLoginRequest"];
            };
        };
        responses: {
            /** @description Plain text with surrounding quotes (a JSON string); the quotes are stripped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerLoginId"];
                };
            };
            /** @description Account locked (section 8). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No matching customer: a general login failure. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    validateOtp: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateOtpRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityTokenResponse"];
                };
            };
            /** @description Account locked. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Wrong code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Code expired. */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resendOtp: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendOtpRequest"];
            };
        };
        responses: {
            /** @description Account locked. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Login expired. */
            419: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Within 30 s of the last code (ours). */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any 2xx is success, whatever its body: section 7 does not show its shape. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The same token with a later expiry (validateotp's shape). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityTokenResponse"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any 2xx is success, whatever its body: section 7 does not show the answer's shape. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    verifyBotCheck: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotCheckRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotCheckResponse"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    searchAddress: {
        parameters: {
            query: {
                address: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressMatches"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    formatAddress: {
        parameters: {
            query: {
                address: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormattedAddress"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    searchPostcode: {
        parameters: {
            query: {
                postcode: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostcodeMatches"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCustomerDetail: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GetCustomerDetailRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDetail"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateCustomerContactDetail: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerContactDetailRequest"];
            };
        };
        responses: {
            /** @description Any 2xx is success, whatever its body: section 7 does not show the answer's shape. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDocumentList: {
        parameters: {
            query: {
                PolicyNumber: string;
                BrandId: number;
                ClientPortalLoginId: string;
                ProductCode: string;
                SaleCompletedDate: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDocumentStream: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentStreamRequest"];
            };
        };
        responses: {
            /** @description Base64 text, optionally quoted, decoded as PDF or e-mail. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentBody"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPolicyDetail: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyDetailRequest"];
            };
        };
        responses: {
            /** @description The answer is not named in section 7: section 3's "Policy detail". */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyDetail"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRealtimePayments: {
        parameters: {
            query: {
                clientPolicyNumber: string;
                ClientPortalLoginId: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RealtimePayments"];
                };
            };
            /** @description Nothing owed; clear the pending flag (section 4). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Nothing owed (section 4). */
            467: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A transaction is in flight (section 4). */
            469: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A payment is pending (section 4). */
            473: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPaymentControl: {
        parameters: {
            query: {
                clientPolicyNumber: string;
                ClientPortalLoginId: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentControl"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMissedRegularCollections: {
        parameters: {
            query: {
                clientPolicyNumber: string;
                clientPortalLoginId: string;
                /** @description Empty if missing. */
                calculationStartDate: string;
                /** @description Empty if missing. */
                calculationEndDate: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MissedRegularCollections"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOutstandingPaymentOverrides: {
        parameters: {
            query: {
                clientPolicyNumber: string;
                clientPortalLoginId: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOverrides"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completeCollection: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteCollectionRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    validateAndGetTokens: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateAndGetTokensRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentFormPayload"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    processAfterRedirect: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessAfterRedirectRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateResult"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFeatures: {
        parameters: {
            query: {
                clientPortalLoginId: string;
            };
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Features"];
                };
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    suppressFeature: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureActionRequest"];
            };
        };
        responses: {
            /** @description Any 2xx is success, whatever its body: section 7 does not show the answer. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markFeatureUsed: {
        parameters: {
            query?: never;
            header: {
                /** @description Default country id from configuration (13). */
                CountryId: components["parameters"]["CountryId"];
                /** @description The customer portal web value. */
                "Request-Source": components["parameters"]["RequestSource"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureActionRequest"];
            };
        };
        responses: {
            /** @description Any 2xx is success, whatever its body: section 7 does not show the answer. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A non-OK answer; the portal reads CustomMessage as the server's own words (section 8). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRegionalConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>[];
                };
            };
        };
    };
}
